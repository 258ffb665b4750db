import { Alert, Button, Paper, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { CONTACT_LIMITS, contactBody, type ContactInput } from '@batas/shared/contracts/contact';
import { showServerErrors } from '@/lib/form-errors';
import { zodFormValidator } from '@/lib/zod-form';
import { useSendContactMessage } from '../api/send-contact-message';

const EMPTY: ContactInput = { name: '', email: '', subject: '', message: '' };

/**
 * The contact form: checked in the browser with the server's own schema, then sent. The outcome is said in the
 * page (success replaces the form; a refusal stays above it with the fields kept), not only in a passing toast.
 */
export function ContactForm() {
  const send = useSendContactMessage();
  const [sent, setSent] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<ContactInput>({ initialValues: EMPTY, validate: zodFormValidator<ContactInput>(contactBody) });

  const submit = form.onSubmit((values) => {
    setProblem(null);
    send.mutate(values, {
      onSuccess: (answer) => {
        setSent(answer.message);
        form.reset();
      },
      onError: (error) =>
        setProblem(showServerErrors(form, error, 'Your message could not be sent. Please try again.')),
    });
  });

  if (sent) {
    return (
      <Alert icon={<IconCircleCheck aria-hidden />} title="Message sent" role="status">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{sent} We reply by e-mail to the address you gave.</Text>
          <Button variant="light" size="xs" onClick={() => setSent(null)}>
            Write another message
          </Button>
        </Stack>
      </Alert>
    );
  }

  return (
    <Paper withBorder p="lg" radius="md" component="form" onSubmit={submit} noValidate aria-label="Contact form">
      <Stack>
        {problem && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} title="Not sent" role="alert">
            {problem}
          </Alert>
        )}
        <TextInput
          label="Name"
          required
          autoComplete="name"
          maxLength={CONTACT_LIMITS.name}
          {...form.getInputProps('name')}
        />
        <TextInput label="Email" type="email" required autoComplete="email" {...form.getInputProps('email')} />
        <TextInput label="Subject" required maxLength={CONTACT_LIMITS.subject} {...form.getInputProps('subject')} />
        <Textarea
          label="Message"
          required
          autosize
          minRows={5}
          maxLength={CONTACT_LIMITS.messageMax}
          description={`At least ${CONTACT_LIMITS.messageMin} characters.`}
          {...form.getInputProps('message')}
        />
        <Button type="submit" loading={send.isPending} style={{ alignSelf: 'flex-start' }}>
          Send message
        </Button>
      </Stack>
    </Paper>
  );
}
