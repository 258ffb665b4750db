/**
 * CSV as RFC 4180 writes it (CRLF line ends, fields quoted when they hold a comma, quote or line end), with a
 * byte-order mark so that spreadsheet programs read the accents of 'Tañada' right. A field starting with = + - @
 * or a tab is prefixed with an apostrophe: a spreadsheet must not run a note someone typed as a formula.
 */
export function toCsv(rows: ReadonlyArray<ReadonlyArray<string | number | null>>): string {
  return `\uFEFF${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}

function csvField(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
