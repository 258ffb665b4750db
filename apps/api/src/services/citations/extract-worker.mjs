// The reader thread's entry: a worker thread starts without the server's TypeScript loader, so it registers tsx
// itself before loading the reader (extract-worker.ts).
import { register } from 'tsx/esm/api';

register();
await import('./extract-worker.ts');
