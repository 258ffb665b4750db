import { openBenchDatabase } from '/work/main/scripts/bench/lib/bench-database.ts';
import { loadCorpus } from '/work/main/scripts/bench/lib/load-corpus.ts';
const [kind, n] = [process.argv[2] as 'pglite' | 'postgres', Number(process.argv[3])];
const { db, description } = await openBenchDatabase(kind, String(n), process.argv[4] === 'fresh');
console.log(description);
console.log(await loadCorpus(db, n, console.log));
await db.close();
