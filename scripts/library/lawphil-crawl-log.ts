import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The statute addresses the collection's own notebooks printed while they crawled LawPhil (their saved output):
 * 'https://lawphil.net/statutes/acts/act1935/act_4275_1935.html'. Keyed 'act:4275', 'bp:22', 'ca:141', so the
 * survey can check the addresses the reader derives against pages that were really fetched.
 */
const NOTEBOOKS = ['Statutes-Acts.ipynb', 'Statutes-Basta-Pambansa.ipynb', 'Statutes-CommonWealth.ipynb'];
const URL = /https:\/\/lawphil\.net\/statutes\/[a-z]+\/(act|bp|ca)\d{4}\/\1_(\d+)_\d{4}\.html/g;

export function crawledStatuteUrls(root: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const name of NOTEBOOKS) {
    const path = join(root, name);
    if (!existsSync(path)) continue;
    for (const match of readFileSync(path, 'utf8').matchAll(URL)) found.set(`${match[1]}:${match[2]}`, match[0]);
  }
  return found;
}

/** 'act:3815' for a derived statute address, the key crawledStatuteUrls uses. */
export function statuteUrlKey(url: string): string | undefined {
  const match = /\/(act|bp|ca)\d{4}\/\1_(\d+)_\d{4}\.html$/.exec(url);
  return match ? `${match[1]}:${match[2]}` : undefined;
}
