import { useState, type MouseEvent, type RefObject } from 'react';

// Where a jump to the notes at the end of a long decision would cost the reader their place: a phone's screen.
const PHONE = '(max-width: 48em)';

export interface OpenNote {
  label: string;
  /** The note's HTML, copied from the body (already sanitised by the server), without its back link. */
  html: string;
  id: string;
  marker: HTMLElement;
}

/**
 * On a phone, a tap on a footnote mark ('[12]') opens the note in a sheet over the text instead of jumping to the
 * end of the decision; elsewhere the mark is a plain link to the note. `open` is called with the body's clicks and
 * says whether it took this one.
 */
export function useFootnoteSheet(container: RefObject<HTMLElement | null>) {
  const [note, setNote] = useState<OpenNote | null>(null);
  const open = (event: MouseEvent<HTMLElement>): boolean => {
    const marker = (event.target as HTMLElement).closest<HTMLElement>('a.doc-fn-ref');
    if (!marker || !window.matchMedia?.(PHONE).matches) return false;
    const id = marker.getAttribute('href')?.slice(1) ?? '';
    const target = container.current?.querySelector(`[id="${CSS.escape(id)}"]`);
    if (!target) return false;
    event.preventDefault();
    const copy = target.cloneNode(true) as HTMLElement;
    copy.querySelector('.doc-fn-back')?.remove();
    setNote({ label: marker.textContent ?? '', html: copy.innerHTML.trim(), id, marker });
    return true;
  };
  const close = (returnFocus: boolean) => {
    if (returnFocus) note?.marker.focus({ preventScroll: true });
    setNote(null);
  };
  return { open, sheet: { note, close } };
}
