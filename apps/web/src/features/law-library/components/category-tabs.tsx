import { Badge, Button, Group, Menu } from '@mantine/core';
import { IconCheck, IconChevronDown } from '@tabler/icons-react';
import { DOCUMENT_CATEGORIES, type DocumentCategory } from '@batas/shared/constants';
import type { DocumentCategoryCounts } from '@batas/shared/contracts/documents';
import type { ReactNode } from 'react';
import type { UrlStateUpdate } from '@/hooks/use-url-state';
import { formatCount } from '@/utils/text';
import { selectCategory } from '../utils/filter-changes';
import type { LibraryFilters } from '../utils/library-filters';

interface CategoryTabsProps {
  filters: LibraryFilters;
  onChange: UrlStateUpdate<LibraryFilters>;
  /** The server's count per tab and subcategory; undefined while loading or when it could not be loaded. */
  counts: DocumentCategoryCounts | undefined;
}

/** 'laws' → its count, 'laws/republic-acts' → the subcategory's. */
function countsByKey(counts: DocumentCategoryCounts | undefined): Map<string, number> {
  const byKey = new Map<string, number>();
  for (const category of counts ?? []) {
    byKey.set(category.key, category.count);
    for (const sub of category.subcategories) byKey.set(`${category.key}/${sub.slug}`, sub.count);
  }
  return byKey;
}

/**
 * The category map as a row of toggle buttons, each with the number of documents it holds (one grouped query on
 * the server); tabs with subcategories open a menu with 'All <category>' first. Without counts the tabs still work.
 */
export function CategoryTabs({ filters, onChange, counts }: CategoryTabsProps) {
  const byKey = countsByKey(counts);
  return (
    <Group gap="xs" role="group" aria-label="Document categories">
      {DOCUMENT_CATEGORIES.map((category) => {
        const active = filters.category === category.key;
        const known = byKey.get(category.key);
        const count =
          known === undefined ? null : (
            <Badge size="sm" variant={active ? 'white' : 'light'} tt="none">
              {formatCount(known)}
            </Badge>
          );
        if (category.subcategories.length === 0) {
          return (
            <Button
              key={category.key}
              variant={active ? 'filled' : 'default'}
              aria-pressed={active}
              rightSection={count}
              onClick={() => onChange((latest) => selectCategory(latest, category.key))}
            >
              {category.label}
            </Button>
          );
        }
        return (
          <CategoryMenu
            key={category.key}
            category={category}
            filters={filters}
            onChange={onChange}
            count={count}
            byKey={byKey}
          />
        );
      })}
    </Group>
  );
}

interface CategoryMenuProps extends Omit<CategoryTabsProps, 'counts'> {
  category: DocumentCategory;
  count: ReactNode;
  byKey: Map<string, number>;
}

function CategoryMenu({ category, filters, onChange, count, byKey }: CategoryMenuProps) {
  const active = filters.category === category.key;
  const current = active ? filters.subcategory : null;
  return (
    <Menu position="bottom-start" shadow="md" withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <Button
          variant={active ? 'filled' : 'default'}
          rightSection={
            <Group gap={4} wrap="nowrap">
              {count}
              <IconChevronDown size={14} aria-hidden />
            </Group>
          }
        >
          {category.label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          leftSection={current === '' ? <IconCheck size={14} aria-hidden /> : <span style={{ width: 14 }} />}
          onClick={() => onChange((latest) => selectCategory(latest, category.key))}
        >
          All {category.label}
        </Menu.Item>
        {category.subcategories.map((sub) => (
          <Menu.Item
            key={sub.slug}
            leftSection={current === sub.slug ? <IconCheck size={14} aria-hidden /> : <span style={{ width: 14 }} />}
            rightSection={<SubCount count={byKey.get(`${category.key}/${sub.slug}`)} />}
            onClick={() => onChange((latest) => selectCategory(latest, category.key, sub.slug))}
          >
            {sub.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

function SubCount({ count }: { count: number | undefined }) {
  return count === undefined ? null : (
    <Badge size="xs" variant="light" tt="none">
      {formatCount(count)}
    </Badge>
  );
}
