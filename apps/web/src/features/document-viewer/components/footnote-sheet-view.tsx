import { useEffect, useRef } from 'react';
import type { OpenNote } from './footnote-sheet';
import classes from './document-viewer.module.css';

export interface FootnoteSheetProps {
  note: OpenNote | null;
  close: (returnFocus: boolean) => void;
}

// Loaded on a phone's first tap on a footnote mark (document-body.tsx): most readers never open one.
/** The open note: its text, a link to it among the notes, and Close (also Escape), focus back on the mark. */
export default function FootnoteSheet({ note, close }: FootnoteSheetProps) {
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
