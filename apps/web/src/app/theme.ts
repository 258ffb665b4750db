import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

// A deep navy: shade 6 (buttons, links, light badges) keeps at least 6:1 contrast with white and with its own
// tinted background, so small text passes WCAG AA wherever Mantine uses the primary color.
const navy: MantineColorsTuple = [
  '#edf2fa',
  '#d9e2f2',
  '#b0c3e4',
  '#84a2d6',
  '#5f86ca',
  '#4774c2',
  '#2b5797',
  '#234a82',
  '#1c3d6e',
  '#132c52',
];

export const theme = createTheme({
  primaryColor: 'navy',
  primaryShade: 6,
  colors: { navy },
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontFamily: 'Georgia, "Times New Roman", serif', fontWeight: '700' },
});

/** Mantine's 'dimmed' grey (gray.6) is 3.3:1 on white; gray.7 reads as secondary and passes AA. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});
