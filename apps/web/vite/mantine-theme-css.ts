import {
  convertCssVariables,
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  em,
  keys,
  mergeMantineTheme,
  px,
  type ConvertCSSVariablesInput,
} from '@mantine/core';
import type { Plugin } from 'vite';
import { cssVariablesResolver, theme } from '../src/app/theme';

const MODULE_ID = 'virtual:mantine-theme.css';
// The '.css' ending makes Vite treat the module as a stylesheet: bundled, hashed and served with the others.
const RESOLVED_ID = `\0${MODULE_ID}`;

/**
 * Keeps only what differs from Mantine's defaults, which its own default-css-variables.css already declares. The
 * site is light only (each page's <html> element sets the scheme, apps/api/src/services/web-pages/page-document.ts), so the dark scheme's variables are left out.
 */
function differences(ours: ConvertCSSVariablesInput, defaults: ConvertCSSVariablesInput): ConvertCSSVariablesInput {
  const changed = (part: Record<string, string>, base: Record<string, string>) =>
    Object.fromEntries(Object.entries(part).filter(([name, value]) => base[name] !== value));
  return {
    variables: changed(ours.variables, defaults.variables),
    light: changed(ours.light, defaults.light),
    dark: {},
  };
}

/** The hiddenFrom / visibleFrom classes for each breakpoint, as Mantine's provider writes them. */
function breakpointClasses(breakpoints: Record<string, string>): string {
  return keys(breakpoints)
    .map((name) => {
      const value = px(breakpoints[name]!) as number;
      return (
        `@media (max-width: ${em(value - 0.1)}) {.mantine-visible-from-${name} {display: none !important;}}` +
        `@media (min-width: ${em(value)}) {.mantine-hidden-from-${name} {display: none !important;}}`
      );
    })
    .join('\n');
}

/** The theme's stylesheet: its colours, fonts and the other CSS variables, then the breakpoint classes. */
function mantineThemeCss(): string {
  const merged = mergeMantineTheme(DEFAULT_THEME, theme);
  const base = defaultCssVariablesResolver(merged);
  const own = cssVariablesResolver(merged);
  const ours = {
    variables: { ...base.variables, ...own.variables },
    light: { ...base.light, ...own.light },
    dark: {},
  };
  const variables = convertCssVariables(differences(ours, defaultCssVariablesResolver(DEFAULT_THEME)), ':root');
  return `${variables}\n${breakpointClasses(merged.breakpoints)}\n`;
}

/**
 * Mantine's provider computes the theme's CSS variables and breakpoint classes in the browser, on every page load,
 * and writes them into a <style> element: about 2.5 KB of gzipped JavaScript on every page for a result that only
 * changes when theme.ts does. This plugin computes the same stylesheet once, at build time, as
 * `virtual:mantine-theme.css`; the app's provider (app/provider.tsx) then leaves that work out.
 */
export function mantineThemeStylesheet(): Plugin {
  return {
    name: 'batas:mantine-theme-css',
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : null),
    load: (id) => (id === RESOLVED_ID ? mantineThemeCss() : null),
  };
}
