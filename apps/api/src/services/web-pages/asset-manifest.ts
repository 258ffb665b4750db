import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One entry of Vite's build manifest (dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

/** A page's own stylesheets (<link> elements, render-blocking) and the addresses of the scripts it will import. */
export interface PageLinks {
  styles: string[];
  scripts: string[];
}

/**
 * Which files a page needs besides the entry: the chunk of each route module it renders, the chunks those import,
 * and their stylesheets. The styles are in place before the first paint (no flash, no layout shift); the scripts
 * are preloaded together after it, instead of one after another as the entry's imports reveal them.
 */
export class AssetManifest {
  private constructor(private readonly chunks: Record<string, ManifestChunk>) {}

  static read(distDir: string): AssetManifest {
    const path = join(distDir, '.vite', 'manifest.json');
    return new AssetManifest(
      existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Record<string, ManifestChunk>) : {},
    );
  }

  /** The stylesheets and scripts of these source modules, entry files left out (index.html already names them). */
  preloadLinks(modules: readonly string[]): PageLinks {
    const scripts = new Set<string>();
    const styles = new Set<string>();
    const visit = (key: string) => {
      const chunk = this.chunks[key];
      if (!chunk || chunk.isEntry || scripts.has(chunk.file)) return;
      scripts.add(chunk.file);
      for (const css of chunk.css ?? []) styles.add(css);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const module of modules) visit(module);
    return {
      styles: [...styles].map((file) => `<link rel="stylesheet" crossorigin href="/${file}" />`),
      scripts: [...scripts].map((file) => `/${file}`),
    };
  }
}
