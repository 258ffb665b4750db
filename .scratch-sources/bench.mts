import { loadGoldenFiles, readPageBytes, runCase } from '../apps/worker/test/unit/sources/helpers/golden-case.ts';
import { expectCleanDocument } from '../apps/worker/test/unit/sources/helpers/assertions.ts';
const rows: Array<[string, number, number]> = [];
for (const root of ['real', 'sites'] as const) {
  for (const file of loadGoldenFiles(root)) {
    const bytes = readPageBytes(root, file.page);
    const golden = file.cases[0]!;
    for (let i = 0; i < 3; i++) runCase(bytes, golden); // warm-up
    const n = 10; const c0 = process.cpuUsage(); const t0 = performance.now();
    for (let i = 0; i < n; i++) runCase(bytes, golden);
    const cpu = process.cpuUsage(c0); rows.push([`${root}/${file.page}`, bytes.length, (cpu.user + cpu.system) / 1000 / n]); void t0;
  }
}
for (const [p, b, ms] of rows) console.log(ms.toFixed(1).padStart(7), 'ms', String(b).padStart(7), 'B', p);
const docs = rows.filter(([p]) => !/index|judjuris\.html|juri\d{4}\.html|[a-z]{3}\d{4}\.html$|repacts.html|acts.html|bataspam.html|comacts.html|legis_pd|execord.html|ao.html|mo.html|mc.html|proc.html|genor.html|constitu|rules.html|sitemap|thebookshelf\/\d+$|docmonth/.test(p));
console.log('documents', docs.length, 'mean', (docs.reduce((a, r) => a + r[2], 0) / docs.length).toFixed(1), 'ms; all pages', rows.length, 'mean', (rows.reduce((a, r) => a + r[2], 0) / rows.length).toFixed(1));
