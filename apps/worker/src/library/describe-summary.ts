import type { InstallSummary } from './install-tally.ts';

const n = (value: number) => value.toLocaleString('en-US');

/** An install's summary as plain sentences, for the terminal and the job's log. */
export function describeSummary(label: string, summary: InstallSummary): string[] {
  const { files, outcomes } = summary;
  const seconds = Math.round(summary.ms / 1000);
  const lines: string[] = [];
  if (files.read === 0 && summary.refused.length === 0 && files.unchanged > 0) {
    lines.push(`${label}: nothing to do: all ${n(files.unchanged)} files are installed as they are (${seconds} s).`);
  } else {
    lines.push(
      `${label}: ${n(files.read)} files read in ${seconds} s (${n(files.unchanged)} unchanged since an earlier run): ` +
        `${n(outcomes.inserted)} inserted, ${n(outcomes.updated)} updated, ${n(outcomes.merged)} merged with an ` +
        `existing document, ${n(outcomes.duplicate)} already up to date, ${n(outcomes.part)} parts of codes, ` +
        `${n(outcomes.skipped)} skipped.`,
    );
  }
  for (const group of summary.skipped) {
    lines.push(`Skipped ${n(group.count)}: ${group.reason} (e.g. ${group.paths.join('; ')})`);
  }
  if (summary.refused.length > 0) {
    lines.push(`Refused ${n(summary.refused.length)} files:`);
    for (const refused of summary.refused.slice(0, 20))
      lines.push(`  ${JSON.stringify(refused.path)}: ${refused.reason}`);
  }
  if (files.missing > 0) {
    lines.push(
      `${n(files.missing)} files of the manifest were not in the source (e.g. ${summary.missingPaths.slice(0, 5).join('; ')}).`,
    );
  }
  if (summary.codesAssembled.length > 0)
    lines.push(`Codes assembled from their parts: ${summary.codesAssembled.join('; ')}.`);
  return lines;
}
