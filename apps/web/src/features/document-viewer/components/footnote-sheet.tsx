import { useEffect, useRef, useState, type MouseEvent, type RefObject } from 'react';
import classes from './document-viewer.module.css';

// Where a jump to the notes at the end of a long decision would cost the reader their place: a phone's screen.
const PHONE = '(max-width: 48em)';

interface OpenNote {
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

/** The open note: its text, a link to it among the notes, and Close (also Escape), focus back on the mark. */
export function FootnoteSheet({ note, close }: ReturnType<typeof useFootnoteSheet>['sheet']) {
  const sheet = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (note) sheet.current?.focus({ preventScroll: true });
  }, [note]);
  if (!note) return null;
  return (
    <div
      ref={sheet}
      role="dialog"
      aria-label={`Note ${note.label}`}
      tabIndex={-1}
      className={`no-print ${classes.footnoteSheet}`}
      onKeyDown={(event) => {
        if (event.key === 'Escape') close(true);
      }}
      data-testid="footnote-sheet"
    >
      <p className={classes.footnoteText}>
        <strong>{note.label}</strong> <span dangerouslySetInnerHTML={{ __html: note.html }} />
      </p>
      <div className={classes.footnoteActions}>
        <a href={`#${note.id}`} onClick={() => close(false)}>
          Go to the note
        </a>
        <button type="button" className={classes.footnoteClose} onClick={() => close(true)}>
          Close
        </button>
      </div>
    </div>
  );
}
