import { describe, expect, it } from 'vitest';
import { paginationWindow } from './pagination-window';

const E = 'ellipsis' as const;

describe('paginationWindow: all pages up to 7, else first, last and current ±2 with ellipses', () => {
  it.each<[number, number, ReturnType<typeof paginationWindow>]>([
    [1, 0, []],
    [1, 1, [1]],
    [1, 7, [1, 2, 3, 4, 5, 6, 7]],
    [4, 7, [1, 2, 3, 4, 5, 6, 7]],
    [1, 8, [1, 2, 3, E, 8]],
    [3, 8, [1, 2, 3, 4, 5, E, 8]],
    [4, 8, [1, 2, 3, 4, 5, 6, E, 8]],
    [5, 10, [1, E, 3, 4, 5, 6, 7, E, 10]],
    [6, 10, [1, E, 4, 5, 6, 7, 8, E, 10]],
    [8, 10, [1, E, 6, 7, 8, 9, 10]],
    [10, 10, [1, E, 8, 9, 10]],
    [50, 100, [1, E, 48, 49, 50, 51, 52, E, 100]],
  ])('page %d of %d', (current, total, expected) => {
    expect(paginationWindow(current, total)).toEqual(expected);
  });

  it('clamps a current page outside the range', () => {
    expect(paginationWindow(0, 9)).toEqual([1, 2, 3, E, 9]);
    expect(paginationWindow(99, 9)).toEqual([1, E, 7, 8, 9]);
  });
});
