// A boot stage of main.tsx (docs/decisions/0057): the framework chunk (React, the router, TanStack Query,
// emotion, zod) has been evaluated; the modules main.tsx imports after this one wait for the next task.
import { nextTask } from './next-task';

await nextTask();
