import type { AlertFilters } from '@batas/shared/contracts/alerts';
import { FollowButton } from './follow-button';

export interface FollowSearchProps {
  query: string;
  filters: AlertFilters;
  /** The search in words ('“data privacy” · Republic Act'). */
  description: string;
}

/** Follow this search: loaded by follow-search-button.tsx on the first press. */
export default function FollowSearchAction({
  query,
  filters,
  description,
  pressedAtStart,
}: FollowSearchProps & { pressedAtStart: boolean }) {
  return (
    <FollowButton
      label="Follow this search"
      subject={description}
      dialogTitle="Follow this search"
      explanation="New documents that match it, as the library receives them."
      request={{ kind: 'search', ...(query ? { query } : {}), filters }}
      pressedAtStart={pressedAtStart}
    />
  );
}
