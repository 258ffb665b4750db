import { isMostlyUpperCase } from '@batas/shared/names';
import { parseLegalDate } from '@batas/shared/dates';
import { BODY_OPENER, HEADER_LINES, NUMBER_LINE, TITLE_VERB } from './data/title-lines.ts';

/** The long title found among the first lines of a text, and where the body after it begins. */
export interface LongTitle {
  title: string | null;
  /** Index (in the text's lines, counted over all blocks) of the first line after the heading and title. */
  bodyStart: number;
}

interface Line {
  text: string;
  block: number;
}

const MAX_TITLE = 2000;
const HEAD_LINES = 30;

const isHeader = (text: string) => HEADER_LINES.some((pattern) => pattern.test(text));
const isDateOnly = (text: string) => parseLegalDate(text.replace(/^[[(–—-]\s*|\s*[\])]$/g, '')) !== null;
const count = (text: string, char: string) => text.split(char).length - 1;

/** Quotation marks around a whole title off; a quoted name inside it ('INSTITUTING THE “ADMINISTRATIVE CODE OF 1987”') kept. */
function unquoted(text: string): string {
  let line = text.trim();
  if (line.startsWith('“') && line.endsWith('”') && count(line, '“') === 1 && count(line, '”') === 1) {
    return line.slice(1, -1).trim();
  }
  if (line.startsWith('“') && count(line, '“') > count(line, '”')) line = line.slice(1);
  if (line.endsWith('”') && count(line, '”') > count(line, '“')) line = line.slice(0, -1);
  if (line.startsWith('"') && count(line, '"') % 2 === 1) line = line.slice(1);
  if (line.endsWith('"') && count(line, '"') % 2 === 1) line = line.slice(0, -1);
  if (line.startsWith('"') && line.endsWith('"') && count(line, '"') === 2) line = line.slice(1, -1);
  return line.trim();
}

/** 'Creating Task Force DIWA on Mt. Diwalwal': most longer words capitalised, as a heading in title case is. */
function titleCased(text: string): boolean {
  const words = text.split(/\s+/).filter((word) => /^\p{L}{4,}/u.test(word));
  const capitalised = words.filter((word) => /^\p{Lu}/u.test(word)).length;
  return words.length >= 2 && capitalised / words.length >= 0.75;
}

/** 'TO THE PEOPLE OF THE PHILIPPINES:', 'To all Heads of Departments:' — whom a text is addressed to. */
const isAddressee = (line: string) => /^TO\b/i.test(line) || (/:$/.test(line) && line.split(/\s+/).length <= 6);

/**
 * A first title line: in capitals, 'An Act …', or (in mixed case) a heading in title case or one that opens with
 * the verb issuances are titled with ('Declaring the existence of …'). A body opener or header never is.
 */
function opensTitle(text: string): boolean {
  const line = unquoted(text);
  if (line.length > MAX_TITLE || BODY_OPENER.test(line) || isHeader(line) || isAddressee(line)) return false;
  if (/^AN?\s+ACT\b/i.test(line) || isMostlyUpperCase(line)) return line.split(/\s+/).length >= 2;
  return line.length <= 600 && (titleCased(line) || TITLE_VERB.test(line));
}

function continuesTitle(line: Line, previous: Line, upperCase: boolean): boolean {
  if (BODY_OPENER.test(line.text) || isHeader(line.text) || NUMBER_LINE.test(line.text)) return false;
  // A title wrapped over several lines of one paragraph continues whatever its case; a new paragraph continues it
  // only in the capitals the title itself is in.
  return line.block === previous.block || (upperCase && isMostlyUpperCase(line.text));
}

/** 'SUBJECT : National Convention of Government Executives …', 'Re: Designation of Acting Secretaries': a memorandum's own subject. */
function subjectLine(lines: readonly Line[], bodyStart: number): LongTitle {
  const subject = lines.map((line) => /^(?:SUBJECT|RE)\s*:\s*(.{8,600})$/i.exec(line.text)?.[1]).find(Boolean);
  return { title: subject ? subject.replace(/[\s.]+$/, '') : null, bodyStart };
}

/**
 * The long title of an issuance, read from the first lines of its text: after the header (palace, Congress,
 * session, bill numbers), the number line ('[REPUBLIC ACT NO. 10173]', 'PROCLAMATION NO. 126') and a date line if
 * any, the title's lines up to the first recital, enacting clause, addressee or section. A number line that runs
 * on into the title ('PRESIDENTIAL DECREE No. 27 DECREEING …') gives the rest of its line. Without a number line,
 * an 'AN ACT …' line or the first line after the header is tried. Null when the text opens straight into its
 * body (most Letters of Instruction open with 'TO:'); a memorandum's 'SUBJECT:' line stands in then.
 */
export function findLongTitle(blocks: readonly string[][]): LongTitle {
  const lines: Line[] = [];
  blocks.forEach((block, index) => {
    for (const text of block) if (lines.length < HEAD_LINES) lines.push({ text: text.trim(), block: index });
  });
  const collected: Line[] = [];
  let index = lines.findIndex((line) => NUMBER_LINE.test(line.text));
  if (index >= 0) {
    const rest = lines[index]!.text.replace(NUMBER_LINE, '').trim();
    if (rest && !isDateOnly(rest) && opensTitle(rest)) collected.push({ text: rest, block: lines[index]!.block });
    index += 1;
  } else {
    const act = lines.findIndex((line) => /^AN?\s+ACT\b/i.test(line.text));
    index = act >= 0 ? act : 0;
  }
  for (; index < lines.length; index += 1) {
    const line = lines[index]!;
    if (collected.length === 0) {
      if (isHeader(line.text) || isDateOnly(line.text) || NUMBER_LINE.test(line.text)) continue;
      if (!opensTitle(line.text)) break;
    } else {
      const upperCase = isMostlyUpperCase(collected[0]!.text);
      if (!continuesTitle(line, collected[collected.length - 1]!, upperCase)) break;
      if (collected.reduce((length, each) => length + each.text.length, 0) + line.text.length > MAX_TITLE) break;
    }
    collected.push(line);
  }
  if (collected.length === 0) return subjectLine(lines, index);
  const title = unquoted(
    collected
      .map((line) => line.text)
      .join(' ')
      .replace(/\s+/g, ' '),
  ).replace(/[\s.:;,]+$/, '');
  return { title: title.length >= 8 ? title : null, bodyStart: index };
}
