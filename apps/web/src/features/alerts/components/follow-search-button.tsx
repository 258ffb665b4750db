import type { AlertFilters } from '@batas/shared/contracts/alerts';
import { FollowButton } from './follow-button';

/**
 * "Follow this search" on the law library: a digest of new documents that match its words and filters. Offered
 * once there is something to follow (words or a filter).
 */
export function FollowSearchButton({
  query,
  filters,
  description,
}: {
  query: string;
  filters: AlertFilters;
  description: string;
}) {
  const empty = !query && Object.keys(filters).length === 0;
  return (
    <FollowButton
      label="Follow this search"
      subject={description}
      dialogTitle="Follow this search"
      explanation="New documents that match it, as the library receives them."
      request={{ kind: 'search', ...(query ? { query } : {}), filters }}
      disabled={empty}
    />
  );
}
