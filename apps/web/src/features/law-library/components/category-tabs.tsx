import { Badge, Button, Group, Menu } from '@mantine/core';
import { IconCheck, IconChevronDown } from '@tabler/icons-react';
import { DOCUMENT_CATEGORIES, type DocumentCategory } from '@batas/shared/constants/index';
import type { ReactNode } from 'react';
import type { UrlStateUpdate } from '@/hooks/use-url-state';
import { formatCount } from '@/utils/text';
import { selectCategory } from '../utils/filter-changes';
import type { LibraryFilters } from '../utils/library-filters';

interface CategoryTabsProps {
  filters: LibraryFilters;
  onChange: UrlStateUpdate<LibraryFilters>;
  /** Real total of the library, shown on All Documents; null while unknown. */
  total: number | null;
}

/**
 * The category map as a row of toggle buttons. Only All has a real count (per-category totals would cost a query
 * each); tabs with subcategories open a menu with 'All <category>' first.
 */
export function CategoryTabs({ filters, onChange, total }: CategoryTabsProps) {
  return (
    <Group gap="xs" role="group" aria-label="Document categories">
      {DOCUMENT_CATEGORIES.map((category) => {
        const active = filters.category === category.key;
        // Only a real number is read out; '...' is decoration for screen readers.
        const known = category.key === 'all' && total !== null;
        const count = (
          <Badge size="sm" variant={active ? 'white' : 'light'} tt="none" aria-hidden={!known}>
            {known ? formatCount(total) : '...'}
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
          <CategoryMenu key={category.key} category={category} filters={filters} onChange={onChange} count={count} />
        );
      })}
    </Group>
  );
}

interface CategoryMenuProps extends Omit<CategoryTabsProps, 'total'> {
  category: DocumentCategory;
  count: ReactNode;
}

function CategoryMenu({ category, filters, onChange, count }: CategoryMenuProps) {
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
            onClick={() => onChange((latest) => selectCategory(latest, category.key, sub.slug))}
          >
            {sub.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
