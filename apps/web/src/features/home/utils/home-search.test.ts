import { describe, expect, it } from 'vitest';
import { homeSearchHref } from './home-search';

describe('homeSearchHref', () => {
  it.each([
    ['documents', 'illegal dismissal', '/law-library?q=illegal+dismissal'],
    ['lawyers', ' Peña ', '/lawyers?q=Pe%C3%B1a'],
    ['jobs', 'counsel', '/jobs?q=counsel'],
    ['articles', 'R.A. 10173 & privacy', '/articles?q=R.A.+10173+%26+privacy'],
  ] as const)('%s + %j → %s', (tab, text, href) => {
    expect(homeSearchHref(tab, text)).toBe(href);
  });

  it('ignores empty or blank text', () => {
    expect(homeSearchHref('documents', '')).toBeNull();
    expect(homeSearchHref('lawyers', '   \t')).toBeNull();
  });
});
