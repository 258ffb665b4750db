import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import { SERVER_STATE_ID } from '@batas/shared/contracts/server-render';

/** What a server-rendered page hands to the browser, in a non-executable JSON block (no inline script to allow). */
export interface ServerState {
  /** The query cache the page was rendered from. */
  queries: DehydratedState;
  /** The first page's loader results, so the router does not run them again. */
  router: HydrationState;
  siteUrl: string;
}

/** JSON that can sit inside <script> in HTML: '<' never appears as such, so nothing can close the element early. */
export function serialiseServerState(state: ServerState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function readServerState(): ServerState | null {
  const element = typeof document === 'undefined' ? null : document.getElementById(SERVER_STATE_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as ServerState;
  } catch {
    return null; // a damaged page still works: the browser renders it from scratch
  }
}
