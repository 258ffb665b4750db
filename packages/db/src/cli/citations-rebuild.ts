/**
 * npm run citations:rebuild
 *
 * Brings the citator up to date with every text (a document read by an older citator is read again: its citations and
 * its relations to other laws, packages/db/src/relations), then rebuilds the report crosswalk, keeping administrators' decisions. Installs and scraping jobs do this themselves; this is
 * for operators (after an import, or to see the figures).
 */
import { buildCrosswalk, catchUpCitations } from '../citator/index.ts';
import { runCli } from './run-cli.ts';

await runCli('citations:rebuild', async ({ db, signal, log }) => {
  const started = Date.now();
  const read = await catchUpCitations(db, { signal });
  log(`citations:rebuild: ${read.toLocaleString('en-US')} documents read by the citator`);
  const relations = await db.query<{ kind: string; n: number; resolved: number }>(
    `SELECT kind, count(*)::int AS n, count(target_id)::int AS resolved FROM document_relations GROUP BY kind ORDER BY kind`,
  );
  log(
    `citations:rebuild: relations ${relations.rows.map((row) => `${row.kind} ${row.n.toLocaleString('en-US')} (${row.resolved.toLocaleString('en-US')} in the library)`).join(', ') || 'none'}`,
  );
  if (signal.aborted) return 130;
  const crosswalk = await buildCrosswalk(db);
  const mapped = crosswalk.mapped.parallel + crosswalk.mapped.name + crosswalk.mapped.admin;
  process.stdout.write(
    `Report pages: ${crosswalk.pages.toLocaleString('en-US')} known, ${mapped.toLocaleString('en-US')} mapped ` +
      `(${crosswalk.mapped.parallel} by parallel citations, ${crosswalk.mapped.name} by case name, ` +
      `${crosswalk.mapped.admin} by administrators), ${crosswalk.conflicts} in conflict, ${crosswalk.unmapped} unmapped; ` +
      `${crosswalk.changed} changed, their citations resolved again. Crosswalk built in ${(crosswalk.ms / 1000).toFixed(1)} s, ` +
      `everything in ${((Date.now() - started) / 1000).toFixed(1)} s.\n`,
  );
  return 0;
});
