/**
 * Repairs UTF-8 text that was decoded as Latin-1 or windows-1252 somewhere on its way ("â€”" or "â\u0080\u0094"
 * for "—", "Ã±" for "ñ"). The saved E-Library fixture has exactly this damage; a mirror or a proxy that
 * guesses the charset produces it too. Only runs that re-encode to a valid UTF-8 sequence are rewritten,
 * so genuine Latin-1 text ("Ñ", "é" on their own) is left alone.
 */

// windows-1252 characters for bytes 0x80–0x9F (where it differs from Latin-1's C1 controls).
const CP1252_HIGH: Record<string, number> = {
  '\u20ac': 0x80,
  '\u201a': 0x82,
  '\u0192': 0x83,
  '\u201e': 0x84,
  '\u2026': 0x85,
  '\u2020': 0x86,
  '\u2021': 0x87,
  '\u02c6': 0x88,
  '\u2030': 0x89,
  '\u0160': 0x8a,
  '\u2039': 0x8b,
  '\u0152': 0x8c,
  '\u017d': 0x8e,
  '\u2018': 0x91,
  '\u2019': 0x92,
  '\u201c': 0x93,
  '\u201d': 0x94,
  '\u2022': 0x95,
  '\u2013': 0x96,
  '\u2014': 0x97,
  '\u02dc': 0x98,
  '\u2122': 0x99,
  '\u0161': 0x9a,
  '\u203a': 0x9b,
  '\u0153': 0x9c,
  '\u017e': 0x9e,
  '\u0178': 0x9f,
};

// A byte 0x80–0xBF as it appears after a wrong decode: a C1 control or Latin-1 char, or its cp1252 look-alike.
const CONT = `[\\u0080-\\u00bf${Object.keys(CP1252_HIGH).join('')}]`;
const MOJIBAKE = new RegExp(`[\\u00c2-\\u00df]${CONT}|[\\u00e0-\\u00ef]${CONT}{2}|[\\u00f0-\\u00f4]${CONT}{3}`, 'g');

function toByte(char: string): number {
  return CP1252_HIGH[char] ?? char.charCodeAt(0);
}

export function repairMojibake(text: string): string {
  // Byte 0x9D has no windows-1252 character, so a cp1252 decode turns the '”' (E2 80 9D) into 'â€' + U+FFFD.
  return text.replace(/\u00e2\u20ac\ufffd/g, '\u201d').replace(MOJIBAKE, (run) => {
    const bytes = Uint8Array.from([...run].map(toByte));
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      return run;
    }
  });
}
