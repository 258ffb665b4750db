// TEMPORARY
import { openDatabase } from '../../packages/db/src/index.ts';
import { listDocuments } from '../../apps/api/src/services/documents/list-documents.ts';
const db = await openDatabase({ databaseUrl: `postgres://postgres@127.0.0.1:5432/${process.argv[2]}` });
try { const r = await listDocuments(db, { search: process.argv[3] }); console.log(JSON.stringify(r, null, 1).slice(0, 3000)); } catch (e) { console.log(e); }
await db.close();
