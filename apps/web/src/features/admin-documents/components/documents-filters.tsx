import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { AdminDocumentFilters } from '../api/get-documents';
import { useDocumentOptions, type MetadataList } from '../api/get-document-options';

type FilterKey = Exclude<keyof AdminDocumentFilters, 'page'>;

function MetadataSelect({
  list,
  label,
  allLabel,
  value,
  onChange,
}: {
  list: MetadataList;
  label: string;
  allLabel: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const options = useDocumentOptions(list);
  const data = [
    { value: '', label: allLabel },
    ...(options.data ?? []).map((option) => ({ value: option._id, label: option.name })),
  ];
  return (
    <Select
      label={label}
      data={data}
      value={value}
      onChange={(next) => onChange(next ?? '')}
      allowDeselect={false}
      searchable
    />
  );
}

/** Search, Document Type (All Types), Court Level (All Courts), Law Category (All Categories). */
export function DocumentsFilters({
  values,
  onChange,
}: {
  values: Omit<AdminDocumentFilters, 'page'>;
  onChange: (key: FilterKey, value: string) => void;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
      <TextInput
        label="Search"
        placeholder="Search documents..."
        leftSection={<IconSearch size={16} aria-hidden />}
        value={values.search}
        onChange={(event) => onChange('search', event.currentTarget.value)}
      />
      <MetadataSelect
        list="types"
        label="Document Type"
        allLabel="All Types"
        value={values.documentType}
        onChange={(value) => onChange('documentType', value)}
      />
      <MetadataSelect
        list="court-levels"
        label="Court Level"
        allLabel="All Courts"
        value={values.courtLevel}
        onChange={(value) => onChange('courtLevel', value)}
      />
      <MetadataSelect
        list="law-categories"
        label="Law Category"
        allLabel="All Categories"
        value={values.lawCategory}
        onChange={(value) => onChange('lawCategory', value)}
      />
    </SimpleGrid>
  );
}
