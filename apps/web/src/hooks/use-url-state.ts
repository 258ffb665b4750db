import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';

/** A change to the URL state, computed from the latest state rather than from the one last rendered. */
export type UrlStateChange<T> = (latest: T) => T;
export type UrlStateUpdate<T> = (change: UrlStateChange<T>, options?: { replace?: boolean }) => void;

/**
 * A page's search state kept in the URL, so it can be shared and survives a reload; each change is a history entry,
 * so Back undoes it. `parse` must accept anything (a hand-edited link), `serialize` should leave defaults out.
 *
 * Changes are functions of the latest state, not values built from the rendered one: the router renders a new URL
 * in a transition, so the page can still show the old filters when the next change arrives, and a value built from
 * them would silently undo the change before it (choose a location, then a size: the location came back).
 */
export function useUrlState<T>(parse: (params: URLSearchParams) => T, serialize: (state: T) => URLSearchParams) {
  const [params, setParams] = useSearchParams();
  // useSearchParams hands out a new object only when the query string changes.
  const state = useMemo(() => parse(params), [params, parse]);
  // The query string of the last change and the address it was made from: a change made before the router has written
  // that one to the address bar builds on it, not on the address bar.
  const pending = useRef<{ from: string; to: string } | null>(null);
  // Once a new URL is on screen the address bar is the truth again (also after Back).
  useEffect(() => {
    pending.current = null;
  }, [params]);
  const update = useCallback<UrlStateUpdate<T>>(
    (change, options) => {
      const current = window.location.search;
      const base = pending.current?.from === current ? pending.current.to : current;
      const next = serialize(change(parse(new URLSearchParams(base))));
      pending.current = { from: current, to: next.toString() };
      // The page keeps its scroll position: a filter change must not jump to the top. `replace` is for typing
      // filters that apply per keystroke, which would otherwise fill the history with one entry per letter.
      // flushSync renders the new URL at once instead of in a transition, so the controls never show the old
      // filters under a new address (results keep their previous data while the next arrive).
      setParams(next, { preventScrollReset: true, replace: options?.replace, flushSync: true });
    },
    [setParams, serialize, parse],
  );
  return [state, update] as const;
}
