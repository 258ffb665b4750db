/**
 * The collection's CSVs hold one header row and one data row (Python's csv writer and pandas' to_csv, RFC 4180
 * quoting: a quoted field may hold newlines, '""' is a quote). A small scanner reads them: csv-parse would do,
 * but this runs 53,000 times per install and a two-row file needs none of its options.
 */
export function parseCsvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let index = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const length = text.length;
  while (index <= length) {
    let field: string;
    if (text[index] === '"') {
      let value = '';
      let from = index + 1;
      for (;;) {
        const quote = text.indexOf('"', from);
        if (quote < 0) throw new Error('a quoted field is never closed');
        value += text.slice(from, quote);
        if (text[quote + 1] === '"') {
          value += '"';
          from = quote + 2;
          continue;
        }
        index = quote + 1;
        break;
      }
      field = value;
    } else {
      let end = index;
      while (end < length && text[end] !== ',' && text[end] !== '\n' && text[end] !== '\r') end += 1;
      field = text.slice(index, end);
      index = end;
    }
    row.push(field);
    const next = text[index];
    if (next === ',') {
      index += 1;
      continue;
    }
    rows.push(row);
    row = [];
    if (next === '\r') index += text[index + 1] === '\n' ? 2 : 1;
    else if (next === '\n') index += 1;
    else if (index < length) throw new Error(`unexpected character after a quoted field at ${index}`);
    if (index >= length) break;
  }
  return rows.filter((cells) => cells.length > 1 || cells[0] !== '');
}

/** The data row keyed by the header row; null when the file has no data row. */
export function readCsvRecord(text: string): Record<string, string> | null {
  const [header, data] = parseCsvRows(text);
  if (!header || !data) return null;
  const record: Record<string, string> = {};
  header.forEach((name, position) => {
    record[name.trim()] = data[position] ?? '';
  });
  return record;
}
