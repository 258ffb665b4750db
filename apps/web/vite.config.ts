import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { defineConfig, type Plugin } from 'vite';
import { mantineThemeStylesheet } from './vite/mantine-theme-css';

const root = fileURLToPath(new URL('.', import.meta.url));
// Where `vite` and `vite preview` send /api; another port when the API runs elsewhere (not exposed to the bundle).
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';

// Modules that only run on the server. @batas/shared also holds server code (the HTML sanitiser); the web app
// imports its browser-safe subpaths, and this guard turns a slip into a build error instead of a bloated bundle.
const SERVER_ONLY = [/^node:/, /^sanitize-html$/, /^@batas\/(db|api|worker)(\/|$)/];

function forbidServerModules(): Plugin {
  return {
    name: 'batas:forbid-server-modules',
    enforce: 'pre',
    resolveId(source, importer) {
      if (importer && !importer.includes('/node_modules/') && SERVER_ONLY.some((pattern) => pattern.test(source))) {
        this.error(`"${source}" is server-only and must not be imported by the web app (from ${importer})`);
      }
      return null;
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  root,
  plugins: [
    // The browser bundle only: the server renderer runs in Node.
    ...(isSsrBuild ? [] : [forbidServerModules()]),
    react(),
    mantineThemeStylesheet(),
    // Brotli and gzip copies of every asset, served as they are by the API (@fastify/static preCompressed).
    ...(isSsrBuild
      ? []
      : [
          compression({
            algorithms: ['brotliCompress', 'gzip'],
            include: /\.(js|css|svg|html|json|map)$/,
            threshold: 512,
          }),
        ]),
  ],
  // '@/x' is src/x. Unit-tested pure modules import only types through it: the root vitest config has no alias.
  resolve: { alias: { '@': `${root}src` } },
  server: { port: 5173, proxy: { '/api': { target: apiTarget } } },
  preview: { port: 4173, proxy: { '/api': { target: apiTarget } } },
  build: isSsrBuild
    ? // `vite build --ssr src/entry-server.tsx`: the server renderer, next to the browser build it serves.
      { outDir: 'dist/server', emptyOutDir: true, sourcemap: true }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        sourcemap: true,
        // The server reads it to preload the chunk and styles of the page it renders.
        manifest: true,
        // Routes are split with React Router `lazy`; this only reports chunks that grew unexpectedly.
        chunkSizeWarningLimit: 300,
        // Every browser the site supports reads <link rel="modulepreload"> itself (Chrome and Edge 66, Firefox 115,
        // Safari 17); an older one loads a page's modules as they are imported. The polyfill cost every page 0.5 KB.
        modulePreload: { polyfill: false },
        rolldownOptions: {
          output: {
            // Chunks and styles are named by their hash alone: every import between chunks and the entry's table of
            // each page's files spell these names, and descriptive ones cost a document page 1.6 KB gzipped.
            // Source maps still say what each chunk holds.
            chunkFileNames: 'assets/c[hash].js',
            assetFileNames: 'assets/a[hash][extname]',
            codeSplitting: {
              // Everything the entry imports statically (React, the router, the query cache, the layout and its
              // Mantine parts) is needed by every page, so it travels as one file. Left to itself the bundler cut
              // it into some forty small shared chunks: each gzipped on its own and glued by imports, they cost a
              // document page 17 KB more (docs/performance.md, page weight). Pages and what only they use stay
              // in chunks of their own.
              groups: [{ name: 'app-shell', tags: ['$initial'] }],
            },
          },
        },
      },
}));
