/**
 * Every demo document ends with this line, so nobody mistakes a generated body for the official
 * text of a real law or decision (titles and numbers look real; the text is not).
 */
export const DEMO_NOTICE = '[Demonstration text generated for the Batas demo library. It is not an official text.]';

/** Replaces {name} placeholders; unknown placeholders are left visible so a gap shows in review. */
export function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

export function pesos(amount: number): string {
  return `PHP ${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
