import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One entry of Vite's build manifest (dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

/** A page's own stylesheets (render-blocking) and the scripts it will import (fetched early, run after). */
export interface PageLinks {
  styles: string[];
  scripts: string[];
}

/**
 * Which files a page needs besides the entry: the chunk of each route module it renders, the chunks those import,
 * and their stylesheets. Preloading them lets the browser fetch them with the HTML instead of one after another,
 * and the styles are in place before the first paint (no flash, no layout shift).
 */
export class AssetManifest {
  private constructor(private readonly chunks: Record<string, ManifestChunk>) {}

  static read(distDir: string): AssetManifest {
    const path = join(distDir, '.vite', 'manifest.json');
    return new AssetManifest(
      existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Record<string, ManifestChunk>) : {},
    );
  }

  /** <link> elements for these source modules, entry files left out (index.html already loads them). */
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
      scripts: [...scripts].map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`),
    };
  }
}
