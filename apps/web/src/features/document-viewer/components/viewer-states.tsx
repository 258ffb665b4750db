import { Alert, Button, Container, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useGoBack } from '../hooks/use-go-back';

function GoBack() {
  const goBack = useGoBack();
  return (
    <Button variant="default" onClick={goBack}>
      Go Back
    </Button>
  );
}

export function ViewerLoading() {
  return (
    <Container size="md" py={80}>
      <Text ta="center" c="dimmed" role="status">
        Loading document...
      </Text>
    </Container>
  );
}

/** 'Failed to fetch document' (the request did not reach the server) or 'Failed to load document'. */
export function ViewerError({ message }: { message: string }) {
  return (
    <Container size="sm" py={60}>
      <Stack align="flex-start">
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} title="Error" w="100%">
          {message}
        </Alert>
        <GoBack />
      </Stack>
    </Container>
  );
}

export function ViewerNotFound({ reason }: { reason: string | null }) {
  return (
    <Container size="sm" py={60}>
      <Stack align="flex-start">
        <Title order={1}>Document Not Found</Title>
        <Text>The requested document could not be found.</Text>
        {reason && (
          <Text c="dimmed" size="sm">
            {reason}.
          </Text>
        )}
        <GoBack />
      </Stack>
    </Container>
  );
}
