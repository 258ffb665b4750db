import { DeferredButton } from '@/components/ui/deferred-button';
import type { FollowSearchProps } from './follow-search-action';

const loadAction = () => import('./follow-search-action');

/**
 * "Follow this search" on the law library: a digest of new documents that match its words and filters. Offered
 * once there is something to follow (words or a filter).
 */
export function FollowSearchButton(props: FollowSearchProps) {
  const empty = !props.query && Object.keys(props.filters).length === 0;
  return (
    <DeferredButton
      load={loadAction}
      props={props}
      label="Follow this search"
      ariaLabel={`Follow this search: ${props.description}`}
      disabled={empty}
    />
  );
}
