import { useEffect, useState, type ComponentType } from 'react';

type Loaded<M> = { status: 'waiting' } | { status: 'loaded'; module: M } | { status: 'failed' };

/**
 * A module whose code is fetched only once `wanted` is true (a panel the reader nears, the first toast, the find
 * bar's marker). Unlike React.lazy, a failed fetch (offline, or a tab that outlived a deploy) is a state the caller
 * shows, with `retry`, instead of an error that takes down the page around it. `load` must be a stable,
 * module-level function.
 */
export function useDeferredModule<M>(load: () => Promise<M>, wanted: boolean) {
  const [loaded, setLoaded] = useState<Loaded<M>>({ status: 'waiting' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    load().then(
      (module) => {
        if (current) setLoaded({ status: 'loaded', module });
      },
      (error: unknown) => {
        console.error('[deferred module]', error);
        if (current) setLoaded({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [wanted, load, attempt]);
  return {
    module: loaded.status === 'loaded' ? loaded.module : null,
    failed: loaded.status === 'failed',
    retry: () => {
      setLoaded({ status: 'waiting' });
      setAttempt((count) => count + 1);
    },
  };
}

/** A component deferred as useDeferredModule defers a module: its default export once fetched. */
export function useDeferredComponent<P>(load: () => Promise<{ default: ComponentType<P> }>, wanted: boolean) {
  const { module, failed, retry } = useDeferredModule(load, wanted);
  return { Component: module?.default ?? null, failed, retry };
}
