import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { EntryFiles, PageLinks } from './page-document.ts';

/** One entry of Vite's build manifest (dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

/**
 * The build's manifest: which files the entry and each route module need. A page's stylesheets are in place before
 * its first paint (no flash, no layout shift); its scripts are preloaded together after it, instead of one after
 * another as the entry's imports reveal them.
 */
export class AssetManifest {
  private constructor(private readonly chunks: Record<string, ManifestChunk>) {}

  static read(distDir: string): AssetManifest {
    const path = join(distDir, '.vite', 'manifest.json');
    return new AssetManifest(
      existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Record<string, ManifestChunk>) : {},
    );
  }

  /** The chunks a chunk imports statically, depth first, each once; `skip` leaves some (and what they import) out. */
  private collect(keys: readonly string[], skip: (chunk: ManifestChunk) => boolean): PageLinks {
    const scripts = new Set<string>();
    const styles = new Set<string>();
    const visit = (key: string) => {
      const chunk = this.chunks[key];
      if (!chunk || skip(chunk) || scripts.has(`/${chunk.file}`)) return;
      scripts.add(`/${chunk.file}`);
      // A chunk's imports' styles before its own, as Vite orders them in the HTML it writes.
      for (const imported of chunk.imports ?? []) visit(imported);
      for (const css of chunk.css ?? []) styles.add(`/${css}`);
    };
    for (const key of keys) visit(key);
    return { scripts: [...scripts], styles: [...styles] };
  }

  /** The browser entry (index.html's script): its file, the modules it imports and its stylesheets. */
  entry(): EntryFiles {
    const key = Object.keys(this.chunks).find((name) => this.chunks[name]!.isEntry);
    if (!key) throw new Error('the web build has no entry in its manifest (dist/.vite/manifest.json)');
    const { scripts, styles } = this.collect([key], () => false);
    const [script, ...modules] = scripts;
    return { script: script!, modules, styles };
  }

  /** The stylesheets and scripts of these source modules, the entry's own left out (every page has them). */
  preloadLinks(modules: readonly string[]): PageLinks {
    return this.collect(modules, (chunk) => chunk.isEntry === true);
  }
}
