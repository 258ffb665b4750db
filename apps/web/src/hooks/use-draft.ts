import { useState } from 'react';

/**
 * A text field's unsaved value that follows the applied one: when the applied value changes elsewhere (a chip
 * removed, Back pressed, 'Clear all'), the draft is reset to it; while the visitor types, it is theirs.
 */
export function useDraft(applied: string) {
  const [draft, setDraft] = useState(applied);
  const [seen, setSeen] = useState(applied);
  if (applied !== seen) {
    // Adjusting state during render (React's documented pattern) avoids an effect and a flash of the stale text.
    setSeen(applied);
    setDraft(applied);
  }
  return [draft, setDraft] as const;
}
