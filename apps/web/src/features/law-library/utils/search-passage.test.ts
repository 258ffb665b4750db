import { describe, expect, it } from 'vitest';
import { passageParts } from './search-passage';

describe('a search result passage', () => {
  it('reads marked words and unescapes the text', () => {
    expect(passageParts('the <mark>estafa</mark> was &quot;<mark>clear</mark>&quot; &amp; &lt;b&gt;')).toEqual({
      parts: [
        { text: 'the ', marked: false },
        { text: 'estafa', marked: true },
        { text: ' was "', marked: false },
        { text: 'clear', marked: true },
        { text: '" & <b>', marked: false },
      ],
      cut: false,
    });
  });

  it('keeps anything else as text, markup included', () => {
    expect(passageParts('<mark>a</mark> <script>x</script>')?.parts).toEqual([
      { text: 'a', marked: true },
      { text: ' <script>x</script>', marked: false },
    ]);
  });

  it('cuts at the visible length, inside a mark if need be', () => {
    expect(passageParts('12345 <mark>67890</mark> tail', 8)).toEqual({
      parts: [
        { text: '12345 ', marked: false },
        { text: '67', marked: true },
      ],
      cut: true,
    });
  });

  it('has nothing to show for an empty or blank passage', () => {
    expect(passageParts(null)).toBeNull();
    expect(passageParts(' <mark></mark> ')).toBeNull();
  });
});
