import { describe, expect, it } from 'vitest';
import { countOf, documentExcerpt, formatCount, metaDescription, stripHtml, titleFromSlug, truncate } from './text';

describe('documentExcerpt (library card rule: 200 characters plus ...)', () => {
  it.each([
    [null, 'No content available'],
    [undefined, 'No content available'],
    ['', 'No content available'],
    ['   \n ', 'No content available'],
    ['Short text.', 'Short text.'],
    ['a'.repeat(200), 'a'.repeat(200)],
    ['a'.repeat(201), `${'a'.repeat(200)}...`],
    [`  ${'b'.repeat(250)}  `, `${'b'.repeat(200)}...`],
    // The API's 201st character says the text goes on, even when it is a space.
    [`${'c'.repeat(200)} `, `${'c'.repeat(200)}...`],
    [`${'d'.repeat(199)} `, 'd'.repeat(199)],
  ])('%j → %j', (input, expected) => {
    expect(documentExcerpt(input)).toBe(expected);
  });
});

describe('truncate', () => {
  it('keeps text at the limit and cuts text over it', () => {
    expect(truncate('abcdef', 6)).toBe('abcdef');
    expect(truncate('abcdefg', 6)).toBe('abcdef...');
    expect(truncate('  ', 6)).toBeNull();
  });
});

describe('metaDescription', () => {
  it('collapses whitespace and hard-cuts without an ellipsis', () => {
    expect(metaDescription('a\n\n b', 300)).toBe('a b');
    expect(metaDescription('x'.repeat(301), 300)).toHaveLength(300);
    expect(metaDescription(null, 300)).toBeNull();
    expect(metaDescription(' \n ', 300)).toBeNull();
    // Read from its opening, the same as from the whole text, however much space comes first.
    const long = `${' \n'.repeat(700)}Invoking the people's right ${'to be informed  \n '.repeat(5000)}`;
    expect(metaDescription(long, 300)).toBe(long.replace(/\s+/g, ' ').trim().slice(0, 300).trim());
  });
});

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [81234, '81,234'],
    [1234567, '1,234,567'],
  ])('%d → %s', (input, expected) => {
    expect(formatCount(input)).toBe(expected);
  });
});

describe('stripHtml', () => {
  it('drops tags, scripts and entities', () => {
    expect(stripHtml('<p>Hello&nbsp;<b>world</b></p><script>alert(1)</script>')).toBe('Hello world');
    expect(stripHtml(null)).toBe('');
  });
});

describe('titleFromSlug', () => {
  it('capitalises each hyphen-separated word', () => {
    expect(titleFromSlug('dela-cruz-aquino-bautista-law-firm')).toBe('Dela Cruz Aquino Bautista Law Firm');
    expect(titleFromSlug('--x--')).toBe('X');
    expect(titleFromSlug('')).toBe('');
  });
});

describe('countOf', () => {
  it.each([
    [0, 'view', '0 views'],
    [1, 'view', '1 view'],
    [2, 'view', '2 views'],
    [1234, 'like', '1,234 likes'],
  ])('%i %s → %s', (value, noun, expected) => {
    expect(countOf(value, noun)).toBe(expected);
  });
});
