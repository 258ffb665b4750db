/**
 * `npm run check:contracts`: proves that the API and the web share one contract, in two ways.
 *
 * 1. It renames a field of the document summary contract (packages/shared/src/contracts/documents.ts) in memory,
 *    typechecks both apps against that version, and fails unless each app reports errors about the field. If an
 *    app stopped deriving its types from the contract (a hand-written copy again), its typecheck would stay green.
 * 2. It starts the API on a fresh embedded database and sends every declared route (defineRoute in the contracts)
 *    its probes (scripts/contracts/route-probes.ts): each route must be registered at its declared address, and
 *    each answer must have a declared status and parse with the schema declared for it.
 */
import { readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const CONTRACT = join(root, 'packages/shared/src/contracts/documents.ts');
const FIELD = 'excerpt';
const ORIGINAL = `  ${FIELD}: z.string(),`;
const RENAMED = `  ${FIELD}Renamed: z.string(),`;

function typecheckWithRenamedField(project: string): readonly ts.Diagnostic[] {
  const configPath = join(root, project, 'tsconfig.json');
  const config = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic() {} },
  );
  if (!config) throw new Error(`cannot read ${configPath}`);
  const host = ts.createCompilerHost(config.options);
  const readFile = host.readFile.bind(host);
  host.readFile = (file) => {
    const text = readFile(file);
    if (resolve(file) !== CONTRACT || text === undefined) return text;
    if (!text.includes(ORIGINAL))
      throw new Error(`${CONTRACT} no longer declares "${ORIGINAL.trim()}": update this script`);
    return text.replace(ORIGINAL, RENAMED);
  };
  const program = ts.createProgram({ rootNames: config.fileNames, options: { ...config.options, noEmit: true }, host });
  return ts.getPreEmitDiagnostics(program);
}

let failed = false;
for (const project of ['apps/api', 'apps/web']) {
  const mentions = typecheckWithRenamedField(project).filter((diagnostic) =>
    ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n').includes(FIELD),
  );
  const where = [...new Set(mentions.map((d) => d.file && d.file.fileName.replace(`${root}/`, '')))].filter(Boolean);
  if (mentions.length === 0) {
    failed = true;
    console.error(`✖ ${project}: renaming '${FIELD}' in the contract broke nothing: its types are not the contract's`);
  } else {
    console.log(`✓ ${project}: renaming '${FIELD}' in the contract fails the typecheck in ${where.join(', ')}`);
  }
}
// The server checks its own answers too (apps/api/src/lib/route.ts): set before the API's modules load.
process.env.BATAS_VALIDATE_RESPONSES = '1';
const { proveDeclaredRoutes } = await import('./contracts/prove-declared-routes.ts');
const contractsDir = join(root, 'packages/shared/src/contracts');
const modules = readdirSync(contractsDir).filter((name) => name.endsWith('.ts'));
const problems = await proveDeclaredRoutes(modules.map((name) => join(contractsDir, name)));
for (const problem of problems) console.error(`✖ ${problem}`);
if (problems.length > 0) failed = true;
process.exit(failed ? 1 : 0);
