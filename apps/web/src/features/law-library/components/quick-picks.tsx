import { Chip, Group, Text } from '@mantine/core';
import { QUICK_PICKS } from '@batas/shared/constants/index';
import { applyQuickPick, removeFilter } from '../utils/filter-changes';
import { matchingQuickPick, type LibraryFilters } from '../utils/library-filters';

interface QuickPicksProps {
  filters: LibraryFilters;
  onChange: (next: LibraryFilters) => void;
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
          onChange={(checked) => onChange(checked ? applyQuickPick(filters, pick.label) : removeFilter(filters, 'types'))}
        >
          {pick.label}
        </Chip>
      ))}
    </Group>
  );
}
