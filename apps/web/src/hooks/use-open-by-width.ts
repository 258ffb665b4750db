import { useState, useSyncExternalStore } from 'react';

const WIDE = '(min-width: 48em)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * A panel that starts open on wide screens and folded on phones (so a phone shows the results or the text first),
 * until the visitor opens or closes it. `byWidth` is true while the screen is unknown (the server's HTML and the
 * hydrating render): the panel then leaves the choice to a CSS media query, so nothing jumps and nothing mismatches.
 */
export function useOpenByWidth() {
  const wide = useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE).matches,
    () => null,
  );
  const [choice, setChoice] = useState<boolean | null>(null);
  const opened = choice ?? wide ?? true;
  return {
    opened,
    byWidth: choice === null && wide === null,
    setOpened: setChoice,
    toggle: () => setChoice(!opened),
  };
}
