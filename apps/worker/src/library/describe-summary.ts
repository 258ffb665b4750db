import { KINDS, parseCitation } from '@batas/shared/citations';
import type { InstallSummary } from './install-tally.ts';

const n = (value: number) => value.toLocaleString('en-US');
const seconds_ = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

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
  // Decisions and their separate opinions are assembled the same way as codes and their parts.
  const isDecision = (citation: string) => {
    const parsed = parseCitation(citation);
    return parsed.ok && KINDS[parsed.citation.kind].family === 'docket';
  };
  const codes = summary.codesAssembled.filter((citation) => !isDecision(citation));
  const decisions = summary.codesAssembled.filter(isDecision);
  if (codes.length > 0) lines.push(`Codes assembled from their parts: ${codes.join('; ')}.`);
  if (decisions.length > 0)
    lines.push(`${n(decisions.length)} decisions joined with separate opinions printed on pages of their own.`);
  const { folded, citator, crosswalk } = summary;
  if (folded && folded.folded + folded.samplesReplaced > 0)
    lines.push(
      `One document stored twice: ${n(folded.folded)} copies folded into the document they repeat, ` +
        `${n(folded.samplesReplaced)} demo placeholders replaced by the real issuance.`,
    );
  if (citator) lines.push(`Citator: ${n(citator.documents)} texts read again in ${seconds_(citator.ms)}.`);
  if (crosswalk)
    lines.push(
      `Report crosswalk: ${n(crosswalk.pages)} report pages, ` +
        `${n(crosswalk.mapped.parallel + crosswalk.mapped.name + crosswalk.mapped.admin)} mapped ` +
        `(${n(crosswalk.mapped.parallel)} by parallel citations, ${n(crosswalk.mapped.name)} by case name, ` +
        `${n(crosswalk.mapped.admin)} by an admin), ${n(crosswalk.conflicts)} in conflict, ` +
        `${n(crosswalk.unmapped)} unmapped; built in ${seconds_(crosswalk.ms)}.`,
    );
  return lines;
}
