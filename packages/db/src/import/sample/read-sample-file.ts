import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse as parseCsv } from 'csv-parse/sync';
import { parse as parseYaml } from 'yaml';
import type { ManifestEntry } from './manifest.ts';
import { dedupeHeaderLines, removeWatermarks, repairMojibake, restoreParagraphs } from './repair-text.ts';
import { removeSourceChrome } from '@batas/shared/html';

export interface SampleBody {
  content: string;
  sourceUrl?: string;
}

/**
 * Reads the text of one manifest entry from its file(s), by source folder: each upstream
 * repository has its own layout (listed in packages/db/data/README.md). Metadata inside the files is ignored on purpose:
 * the manifest's values were checked, the files' embedded ones are often wrong.
 */
export async function readSampleBody(dir: string, entry: ManifestEntry): Promise<SampleBody> {
  const [first] = entry.files;
  if (!first) throw new Error('manifest entry lists no file');
  const path = join(dir, first.path);
  switch (entry.source_folder) {
    case 'lawphil-blackflare546':
      return { content: fromLawphilCsv(await readFile(path, 'utf8')) };
    case 'elibrary-prudeus': {
      const json = JSON.parse(await readFile(path, 'utf8')) as { formatted_case_content?: string };
      if (!json.formatted_case_content) throw new Error(`${first.path} has no formatted_case_content`);
      return { content: dedupeHeaderLines(removeSourceChrome(repairMojibake(json.formatted_case_content))) };
    }
    case 'officialgazette-aobalitaan': {
      const json = JSON.parse(await readFile(path, 'utf8')) as { text?: string; content_url?: string };
      if (!json.text) throw new Error(`${first.path} has no text`);
      return { content: json.text, sourceUrl: json.content_url };
    }
    case 'lawphil-ansvar': {
      const json = JSON.parse(await readFile(path, 'utf8')) as {
        provisions?: Array<{ content?: string }>;
        url?: string;
      };
      const provisions = (json.provisions ?? []).map((provision) => provision.content?.trim()).filter(Boolean);
      if (provisions.length === 0) throw new Error(`${first.path} has no provisions`);
      return { content: removeSourceChrome(removeWatermarks(provisions.join('\n\n'))), sourceUrl: json.url };
    }
    case 'statute-trees-justmars': {
      const tree = parseYaml(await readFile(path, 'utf8')) as TreeNode[];
      if (!Array.isArray(tree)) throw new Error(`${first.path} is not a list of nodes`);
      // The tree's details file names the page the text was taken from.
      const details = join(dir, first.path, '..', 'details.yaml');
      const origin = existsSync(details)
        ? (parseYaml(await readFile(details, 'utf8')) as { origin?: string } | null)?.origin
        : undefined;
      return { content: flattenTree(tree).join('\n\n'), sourceUrl: origin };
    }
    default:
      throw new Error(`unknown source folder ${JSON.stringify(entry.source_folder)}`);
  }
}

/** LawPhil CSVs: one header row, one data row; the full text is the 'Data' column whatever else shifted. */
function fromLawphilCsv(text: string): string {
  const rows = parseCsv(text, {
    columns: true,
    bom: true,
    relax_quotes: true,
    relax_column_count: true,
    skip_empty_lines: true,
  }) as Array<Record<string, string>>;
  const data = rows[0]?.Data;
  if (!data) throw new Error('no Data column');
  return restoreParagraphs(removeWatermarks(removeSourceChrome(data)));
}

interface TreeNode {
  item?: string | number | null;
  caption?: string;
  content?: string;
  units?: TreeNode[];
}

/** statute-trees YAML: 'Article II' + caption as a heading, sections as 'Section 1. …'; containers add nothing. */
function flattenTree(nodes: readonly TreeNode[]): string[] {
  const out: string[] = [];
  for (const node of nodes) {
    // YAML reads a bare 'item: 1' as a number.
    const item = node.item === undefined || node.item === null ? '' : String(node.item);
    const label = item && !/^Container \d+$/.test(item) ? item : '';
    const heading = [label, node.caption].filter(Boolean).join(' – ');
    const content = node.content?.trim();
    if (content && /^Section \d+/.test(label)) out.push(`${label}. ${content}`);
    else {
      if (heading) out.push(label.startsWith('Article') ? heading.toUpperCase() : heading);
      if (content) out.push(content);
    }
    if (node.units) out.push(...flattenTree(node.units));
  }
  return out;
}
