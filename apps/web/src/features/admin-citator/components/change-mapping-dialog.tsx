import { Button, Group, Loader, Modal, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import type { ReportPage } from '@batas/shared/contracts/admin-citator';
import { isApiError } from '@/lib/api-client';
import { useDecideReportPage } from '../api/report-pages';
import { MIN_QUERY, useDecisionSearch } from '../api/search-decisions';
import { DocumentLink } from './document-link';

interface ChangeMappingDialogProps {
  page: ReportPage;
  opened: boolean;
  onClose: () => void;
}

/**
 * Maps a page to the decision it is: picked from the library's search (case name, G.R. number, citation), or named by
 * its address in the library (the slug of /law-library/<slug>).
 */
export function ChangeMappingDialog({ page, opened, onClose }: ChangeMappingDialogProps) {
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query.trim(), 300);
  const [chosen, setChosen] = useState<string | null>(null);
  const [slug, setSlug] = useState('');
  const search = useDecisionSearch(debounced);
  const decide = useDecideReportPage();

  const close = () => {
    decide.reset();
    onClose();
  };
  const submit = () => {
    const decision = slug.trim()
      ? { action: 'change' as const, slug: slug.trim() }
      : { action: 'change' as const, documentId: chosen ?? undefined };
    decide.mutate({ key: page.key, decision }, { onSuccess: close });
  };
  const fieldError = (field: string) =>
    isApiError(decide.error) ? decide.error.errors.find((error) => error.field === field)?.message : undefined;
  const otherError = decide.isError && !fieldError('slug') && !fieldError('documentId');

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={`Map ${page.citation} to a decision`}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close without mapping' }}
    >
      <Stack gap="md">
        <TextInput
          label="Search the decisions"
          description="A case name, a G.R. number or a citation"
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          data-autofocus
        />
        {search.isFetching && <Loader size="sm" aria-label="Searching the decisions" />}
        {search.data && search.data.length === 0 && <Text size="sm">No decision matches “{debounced}”.</Text>}
        {search.data && search.data.length > 0 && (
          <Radio.Group
            label="Decisions found"
            value={chosen}
            onChange={(value) => {
              setChosen(value);
              setSlug('');
            }}
            error={fieldError('documentId')}
          >
            <Stack gap="xs" mt="xs">
              {search.data.map((decision) => (
                <Group key={decision.id} gap="xs" wrap="nowrap" align="flex-start">
                  <Radio value={decision.id} aria-label={decision.heading} />
                  <DocumentLink document={decision} />
                </Group>
              ))}
            </Stack>
          </Radio.Group>
        )}
        {debounced.length > 0 && debounced.length < MIN_QUERY && (
          <Text size="sm">Type at least {MIN_QUERY} characters.</Text>
        )}
        <TextInput
          label="Or its address in the library"
          description="The part after /law-library/ in the decision's address"
          value={slug}
          onChange={(event) => {
            setSlug(event.currentTarget.value);
            setChosen(null);
          }}
          error={fieldError('slug')}
        />
        {otherError && (
          <Text size="sm" c="red.9" role="alert">
            {isApiError(decide.error) ? decide.error.message : 'The mapping could not be saved. Please try again.'}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button onClick={submit} loading={decide.isPending} disabled={!chosen && !slug.trim()}>
            Map to this decision
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
