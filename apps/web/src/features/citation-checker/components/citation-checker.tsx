import { Alert, Button, Stack, Text, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { MAX_EXTRACT_TEXT_LENGTH as MAX_TEXT_LENGTH } from '@batas/shared/contracts/citations';
import { useExtractCitations } from '../api/extract-citations';
import { CitationResults } from './citation-results';

/**
 * Paste a brief, a memo or a decision and see every citation in it, each checked against the library: the
 * library's answer to made-up citations.
 */
export function CitationChecker() {
  const [text, setText] = useState('');
  const extract = useExtractCitations();
  const tooLong = text.length > MAX_TEXT_LENGTH;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!tooLong && text.trim()) extract.mutate(text);
  };

  return (
    <Stack gap="md">
      <form onSubmit={submit}>
        <Stack gap="sm">
          <Textarea
            label="Text to check"
            description={`Up to ${MAX_TEXT_LENGTH.toLocaleString('en-US')} characters`}
            placeholder="Paste text that cites cases or laws, e.g. G.R. No. L-63915, April 24, 1985"
            autosize
            minRows={8}
            maxRows={20}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            error={
              tooLong ? `The text is longer than ${MAX_TEXT_LENGTH.toLocaleString('en-US')} characters` : undefined
            }
          />
          <Button type="submit" loading={extract.isPending} disabled={tooLong || !text.trim()} w="fit-content">
            Check citations
          </Button>
        </Stack>
      </form>
      {extract.isError && (
        <Alert color="red" title="Could not check the text">
          {extract.error.message}
        </Alert>
      )}
      {extract.data && <CitationResults citations={extract.data.citations} truncated={extract.data.truncated} />}
      {!extract.data && !extract.isError && (
        <Text c="dimmed" size="sm">
          Nothing checked yet.
        </Text>
      )}
    </Stack>
  );
}
