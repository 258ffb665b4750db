import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A page's search state kept in the URL, so it can be shared and survives a reload; each change is a history entry,
 * so Back undoes it. `parse` must accept anything (a hand-edited link), `serialize` should leave defaults out.
 */
export function useUrlState<T>(parse: (params: URLSearchParams) => T, serialize: (state: T) => URLSearchParams) {
  const [params, setParams] = useSearchParams();
  // useSearchParams hands out a new object only when the query string changes.
  const state = useMemo(() => parse(params), [params, parse]);
  const update = useCallback(
    // The page keeps its scroll position: a filter change must not jump to the top. `replace` is for typing
    // filters that apply per keystroke, which would otherwise fill the history with one entry per letter.
    (next: T, options?: { replace?: boolean }) => setParams(serialize(next), { preventScrollReset: true, replace: options?.replace }),
    [setParams, serialize],
  );
  return [state, update] as const;
}
