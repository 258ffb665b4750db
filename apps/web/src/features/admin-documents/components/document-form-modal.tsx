import {
  Autocomplete,
  Button,
  Checkbox,
  Group,
  Loader,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  TagsInput,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { isApiError } from '@/lib/api-client';
import { useAdminDocument } from '../api/get-document';
import { useDocumentOptions } from '../api/get-document-options';
import { useSaveDocument } from '../api/document-mutations';
import { EMPTY_DOCUMENT, toFormValues, validateDocument, type DocumentFormValues } from './document-form-values';

interface DocumentFormModalProps {
  opened: boolean;
  /** null: create; an id: edit that document. */
  documentId: string | null;
  onClose: () => void;
}

/** 'Create New Document' / 'Edit Document' with every field of a legal document; title and type required. */
export function DocumentFormModal({ opened, documentId, onClose }: DocumentFormModalProps) {
  const editing = documentId !== null;
  const existing = useAdminDocument(opened ? documentId : null);
  const types = useDocumentOptions('types');
  const courtLevels = useDocumentOptions('court-levels');
  const categories = useDocumentOptions('law-categories');
  const save = useSaveDocument();
  const form = useForm<DocumentFormValues>({
    initialValues: EMPTY_DOCUMENT,
    validate: (values) => validateDocument(values).errors,
  });

  useEffect(() => {
    if (!opened) return;
    form.setValues(editing && existing.data ? toFormValues(existing.data) : EMPTY_DOCUMENT);
    form.resetDirty();
    form.clearErrors();
    // form is stable for the modal's life; re-run only when what is edited changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened, editing, existing.data]);

  const submit = form.onSubmit((values) => {
    const { values: body } = validateDocument(values);
    if (!body) return;
    save.mutate(
      { id: documentId, values: body },
      {
        onSuccess: onClose,
        // The server's per-field reasons go next to their fields (a citation another document has, …).
        onError: (error) => isApiError(error) && form.setErrors(error.fieldErrors),
      },
    );
  });

  const loading = editing && existing.isPending;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={editing ? 'Edit Document' : 'Create New Document'}
      size="xl"
      centered
    >
      {loading ? (
        <Group justify="center" py="xl">
          <Loader aria-label="Loading document" />
        </Group>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack>
            <TextInput label="Title" required {...form.getInputProps('title')} />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Select
                label="Document Type"
                required
                searchable
                data={(types.data ?? []).map((type) => type.name)}
                {...form.getInputProps('documentType')}
              />
              <Select
                label="Court Level"
                clearable
                searchable
                data={(courtLevels.data ?? []).map((level) => level._id)}
                {...form.getInputProps('courtLevel')}
              />
              <Autocomplete
                label="Law Category"
                data={(categories.data ?? []).map((category) => category._id)}
                {...form.getInputProps('lawCategory')}
              />
              <TextInput label="Citation" {...form.getInputProps('citation')} />
              <TextInput label="GR Number" {...form.getInputProps('grNumber')} />
              <TextInput label="Date Decided" type="date" {...form.getInputProps('dateDecided')} />
              <TextInput label="Ponente" {...form.getInputProps('ponente')} />
              <TextInput label="Subject" {...form.getInputProps('subject')} />
              <TextInput label="Petitioner" {...form.getInputProps('petitioner')} />
              <TextInput label="Respondent" {...form.getInputProps('respondent')} />
            </SimpleGrid>
            <TagsInput
              label="Legal Topics"
              description="Press Enter after each topic"
              clearable
              {...form.getInputProps('legalTopics')}
            />
            <Textarea label="Summary" autosize minRows={2} maxRows={6} {...form.getInputProps('summary')} />
            <Textarea label="Full Text" autosize minRows={4} maxRows={12} {...form.getInputProps('fullText')} />
            <Checkbox label="Verified Document" {...form.getInputProps('isVerified', { type: 'checkbox' })} />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" loading={save.isPending}>
                {editing ? 'Update Document' : 'Create Document'}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
