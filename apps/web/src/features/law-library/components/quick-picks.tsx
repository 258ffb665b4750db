import { Chip, Group, Text } from '@mantine/core';
import { QUICK_PICKS } from '@batas/shared/constants';
import type { UrlStateUpdate } from '@/hooks/use-url-state';
import { applyQuickPick, removeFilter } from '../utils/filter-changes';
import { matchingQuickPick, type LibraryFilters } from '../utils/library-filters';

interface QuickPicksProps {
  filters: LibraryFilters;
  onChange: UrlStateUpdate<LibraryFilters>;
}

/** One-click type filters; choosing the active one again removes it. */
export function QuickPicks({ filters, onChange }: QuickPicksProps) {
  const active = matchingQuickPick(filters.types)?.label;
  return (
    <Group gap="xs" role="group" aria-labelledby="quick-picks-label">
      <Text id="quick-picks-label" size="sm" fw={500}>
        Quick picks:
      </Text>
      {QUICK_PICKS.map((pick) => (
        <Chip
          key={pick.label}
          size="sm"
          checked={active === pick.label}
          // A toggle flips the latest state, not the one on screen, which may be a moment behind the address bar.
          onChange={() =>
            onChange((latest) =>
              matchingQuickPick(latest.types)?.label === pick.label
                ? removeFilter(latest, 'types')
                : applyQuickPick(latest, pick.label),
            )
          }
        >
          {pick.label}
        </Chip>
      ))}
    </Group>
  );
}
