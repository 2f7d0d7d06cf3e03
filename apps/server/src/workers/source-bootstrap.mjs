// Worker-thread bootstrap used only when the server runs from its TypeScript sources (vitest, tsx, dev):
// registers tsx in this thread, then loads the worker module named in workerData.entry. From dist/ the
// compiled .js worker is started directly and this file is not used.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
