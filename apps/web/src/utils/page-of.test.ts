import { describe, expect, it } from 'vitest';
import { pageOf, parsePage } from './page-of';

describe('pageOf', () => {
  const six = [1, 2, 3, 4, 5, 6];

  it('counts the pages from the number of items', () => {
    expect(pageOf(six, 1, 5)).toEqual({ items: [1, 2, 3, 4, 5], page: 1, totalPages: 2 });
    expect(pageOf(six, 2, 5)).toEqual({ items: [6], page: 2, totalPages: 2 });
    expect(pageOf(six, 1, 6).totalPages).toBe(1);
    expect(pageOf([], 1, 5)).toEqual({ items: [], page: 1, totalPages: 1 });
  });

  it('keeps the page within the pages there are', () => {
    expect(pageOf(six, 9, 5)).toEqual({ items: [6], page: 2, totalPages: 2 });
    expect(pageOf(six, 0, 5).page).toBe(1);
  });

  it('reads a page number from the address', () => {
    expect(parsePage('3')).toBe(3);
    for (const bad of [null, '', '0', '-1', '1.5', 'abc']) expect(parsePage(bad)).toBe(1);
  });
});
