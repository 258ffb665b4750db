import { Center, Loader, VisuallyHidden, type CenterProps } from '@mantine/core';

/** A centred spinner announced to screen readers as a status ('Loading documents'). */
export function PageSpinner({ label, ...props }: { label: string } & CenterProps) {
  return (
    <Center role="status" py="xl" {...props}>
      <Loader aria-hidden />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Center>
  );
}
