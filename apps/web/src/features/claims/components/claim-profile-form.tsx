import { Alert, Button, Group, Loader, Paper, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconSearch } from '@tabler/icons-react';
import { ACCOUNT_MESSAGES } from '@batas/shared/schemas/accounts';
import { useState, type FormEvent } from 'react';
import { showServerErrors } from '@/lib/form-errors';
import { useClaimCandidate, useClaimSearch } from '../api/search-lawyers';
import { useSubmitClaim } from '../api/submit-claim';
import { LawyerChoiceList } from './lawyer-choice-list';

type Errors = Partial<Record<'lawyerId' | 'verificationDocuments' | 'additionalInfo', string>>;

/**
 * /claim-profile: find your roll entry (or come with it chosen from its profile page), say how you can prove it is
 * you, and send it for review.
 */
export function ClaimProfileForm({
  initialLawyerId = null,
  onSubmitted,
}: {
  initialLawyerId?: string | null;
  onSubmitted?: () => void;
}) {
  const [term, setTerm] = useState('');
  const chosen = useClaimCandidate(initialLawyerId);
  const [lawyerId, setLawyerId] = useState<string | null>(null);
  const selectedId = lawyerId ?? (chosen.data?.claimable ? chosen.data._id : null);
  const [verificationDocuments, setDocuments] = useState('');
  const [additionalInfo, setInfo] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [done, setDone] = useState<string | null>(null);
  const search = useClaimSearch(term);
  const submit = useSubmitClaim();

  const send = (event: FormEvent) => {
    event.preventDefault();
    const problems: Errors = {
      ...(!selectedId ? { lawyerId: ACCOUNT_MESSAGES.selectLawyer } : {}),
      ...(!verificationDocuments.trim()
        ? { verificationDocuments: ACCOUNT_MESSAGES.verificationDocumentsRequired }
        : {}),
    };
    setErrors(problems);
    if (Object.keys(problems).length) return;
    submit.mutate(
      { lawyerId: selectedId!, verificationDocuments, additionalInfo },
      {
        onSuccess: (message) => {
          setDone(message);
          notifications.show({ color: 'green', message });
          onSubmitted?.();
        },
        onError: (error) =>
          notifications.show({
            color: 'red',
            title: 'Claim failed',
            message: showServerErrors(
              { setErrors: (fields) => setErrors(fields as Errors) },
              error,
              'Failed to submit claim',
            ),
          }),
      },
    );
  };

  if (done)
    return (
      <Alert color="green" title="Claim submitted">
        {done} An administrator will compare your documents with the roll.
      </Alert>
    );

  const found = search.data ?? [];
  // The entry chosen on its profile page stays on the list while the person searches.
  const lawyers =
    chosen.data && !found.some((entry) => entry._id === chosen.data!._id) ? [chosen.data, ...found] : found;
  return (
    <Paper withBorder shadow="sm" p="xl" radius="md" component="form" onSubmit={send} noValidate>
      <Stack>
        <TextInput
          label="Search the roll"
          placeholder="Your name or roll number"
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={search.isFetching ? <Loader size="xs" /> : null}
          value={term}
          onChange={(event) => setTerm(event.currentTarget.value)}
        />
        {term.trim().length >= 2 && search.isSuccess && found.length === 0 && (
          <Text c="dimmed">No entry of the roll matches “{term.trim()}”. Try your last name or your roll number.</Text>
        )}
        {search.isError && (
          <Alert color="red" role="alert">
            The roll could not be searched. Please try again.
          </Alert>
        )}
        {lawyers.length > 0 && (
          <LawyerChoiceList
            lawyers={lawyers}
            value={selectedId}
            onChange={(id) => {
              setLawyerId(id);
              setErrors((e) => ({ ...e, lawyerId: undefined }));
            }}
          />
        )}
        {errors.lawyerId && (
          <Alert color="red" role="alert">
            {errors.lawyerId}
          </Alert>
        )}
        <Textarea
          label="Verification documents"
          required
          autosize
          minRows={3}
          description="Which documents can prove that this is you (e.g. IBP ID number, PTR number, Supreme Court ID)?"
          value={verificationDocuments}
          onChange={(event) => setDocuments(event.currentTarget.value)}
          error={errors.verificationDocuments}
        />
        <Textarea
          label="Additional information"
          description="Optional"
          autosize
          minRows={2}
          value={additionalInfo}
          onChange={(event) => setInfo(event.currentTarget.value)}
          error={errors.additionalInfo}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={submit.isPending}>
            Submit claim
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
