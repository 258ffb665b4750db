import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface PageContainerProps {
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
}

/** The standard page frame: one h1 with its subtitle, then the content. */
export function PageContainer({ title, subtitle, children }: PageContainerProps) {
  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{title}</Title>
          {subtitle && (
            <Text c="dimmed" size="lg" mt={4}>
              {subtitle}
            </Text>
          )}
        </div>
        {children}
      </Stack>
    </Container>
  );
}
