import { useEffect, useState, type ComponentType } from 'react';

type Loaded<P> = { status: 'waiting' } | { status: 'loaded'; Component: ComponentType<P> } | { status: 'failed' };

/**
 * A component whose code is fetched only once `wanted` is true (a panel the reader nears, the first toast).
 * Unlike React.lazy, a failed fetch (offline, or a tab that outlived a deploy) is a state the caller shows, with
 * `retry`, instead of an error that takes down the page around it. `load` must be a stable, module-level function.
 */
export function useDeferredComponent<P>(load: () => Promise<{ default: ComponentType<P> }>, wanted: boolean) {
  const [loaded, setLoaded] = useState<Loaded<P>>({ status: 'waiting' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    load().then(
      (module) => {
        if (current) setLoaded({ status: 'loaded', Component: module.default });
      },
      (error: unknown) => {
        console.error('[deferred component]', error);
        if (current) setLoaded({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [wanted, load, attempt]);
  return {
    Component: loaded.status === 'loaded' ? loaded.Component : null,
    failed: loaded.status === 'failed',
    retry: () => {
      setLoaded({ status: 'waiting' });
      setAttempt((count) => count + 1);
    },
  };
}
