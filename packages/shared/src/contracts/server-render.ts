/**
 * The contract between the API process and the web app's server renderer (apps/web/src/entry-server.tsx, built
 * into apps/web/dist/server). The API loads the built module at start and calls it for every public page.
 */

/** What a page tells the server to put in the HTML's head. */
export interface PageHead {
  title: string;
  description: string | null;
  canonical: string | null;
  /** schema.org data for the page. */
  jsonLd: object;
}

export interface RenderRequest {
  /** The page's URL as the visitor asked for it (origin included). */
  url: string;
  /** The site's public origin, for canonical links and structured data. */
  siteUrl: string;
  signal?: AbortSignal;
}

export type RenderResult =
  /** A page the browser renders itself (accounts, admin): the server sends the empty shell. */
  | { kind: 'client-only' }
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      /** The rendered page, to go inside the root element. */
      html: string;
      head: PageHead | null;
      /** JSON for the page's state block, already safe to put inside a <script> element. */
      state: string;
      /** Source modules of the matched routes ('src/app/routes/public/home.tsx'), to preload their chunks. */
      modules: string[];
    };

export interface ServerRenderer {
  render(request: RenderRequest): Promise<RenderResult>;
  /** How the renderer's API calls reach the API: straight into the same process. */
  setApiTransport(fetchImpl: typeof fetch): void;
}

/** The id of the page's state block (a JSON <script>): the browser hydrates from it. */
export const SERVER_STATE_ID = 'batas-state';
