import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = fileURLToPath(new URL('..', import.meta.url));
const stylesDir = fileURLToPath(new URL('../../../../node_modules/@mantine/core/styles', import.meta.url));
const listed = readFileSync(fileURLToPath(new URL('./mantine-styles.ts', import.meta.url)), 'utf8');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Every name the web app imports from '@mantine/core'. */
function importedComponents(): string[] {
  const names = new Set<string>();
  for (const file of sourceFiles(src)) {
    for (const match of readFileSync(file, 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*'@mantine\/core'/g)) {
      for (const name of match[1]!.split(',')) names.add(name.replace(/\btype\b/, '').trim());
    }
  }
  return [...names].filter(Boolean);
}

/**
 * Parts used as `Radio.Card` or `Checkbox.Indicator`: each has a stylesheet of its own (RadioCard.css), which the
 * import of `Radio` does not bring. `Radio.Card` once showed no selection because of it.
 */
function usedParts(components: readonly string[]): string[] {
  const imported = new Set(components);
  const parts = new Set<string>();
  for (const file of sourceFiles(src)) {
    for (const match of readFileSync(file, 'utf8').matchAll(/\b([A-Z]\w*)\.([A-Z]\w*)\b/g)) {
      if (imported.has(match[1]!)) parts.add(`${match[1]}${match[2]}`);
    }
  }
  return [...parts];
}

const hasStylesheet = (name: string) => existsSync(join(stylesDir, `${name}.css`));
const notListed = (name: string) => hasStylesheet(name) && !listed.includes(`styles/${name}.css'`);

describe('Mantine styles', () => {
  it('lists the stylesheet of every Mantine component the app uses', () => {
    const components = importedComponents();
    expect(components).toContain('Button');
    expect(components.filter(notListed)).toEqual([]);
  });

  it('lists the stylesheet of every part of a component the app uses (Radio.Card → RadioCard.css)', () => {
    const parts = usedParts(importedComponents());
    expect(parts).toEqual(expect.arrayContaining(['RadioCard', 'RadioIndicator']));
    expect(parts.filter(notListed)).toEqual([]);
  });

  it('keeps the files in the order of Mantine’s own stylesheet, so overrides still win', () => {
    const full = readFileSync(join(stylesDir, '..', 'styles.css'), 'utf8');
    const files = [...listed.matchAll(/styles\/(\w+)\.css'/g)].map((match) => match[1]!);
    const positions = files
      .filter((name) => !['baseline', 'global'].includes(name) && !name.startsWith('default'))
      .map((name) => {
        const firstClass = /\.(m_[0-9a-f]+)/.exec(readFileSync(join(stylesDir, `${name}.css`), 'utf8'))?.[1];
        return { name, at: firstClass ? full.indexOf(`.${firstClass}`) : -1 };
      });
    expect(positions.every((entry) => entry.at >= 0)).toBe(true);
    const sorted = [...positions].sort((a, b) => a.at - b.at).map((entry) => entry.name);
    expect(positions.map((entry) => entry.name)).toEqual(sorted);
  });
});
