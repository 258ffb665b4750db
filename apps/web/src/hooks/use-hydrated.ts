import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while rendering on the server and during hydration, true afterwards. Work that needs the DOM (marking
 * search hits in a body) waits for it, so the browser's first render matches the server's HTML exactly.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
