import { ActionIcon, TextInput, type TextInputProps } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

/** A search field whose magnifier submits its form: the library's and the articles' keyword boxes. */
export function SearchSubmitInput(props: Omit<TextInputProps, 'rightSection' | 'rightSectionPointerEvents'>) {
  return (
    <TextInput
      {...props}
      rightSectionPointerEvents="all"
      rightSection={
        <ActionIcon type="submit" variant="subtle" aria-label="Search">
          <IconSearch size={18} aria-hidden />
        </ActionIcon>
      }
    />
  );
}
