// A boot stage of main.tsx (docs/decisions/0057): MUI and the theme have been evaluated; the modules main.tsx
// imports after this one wait for the next task.
import { nextTask } from './next-task';

await nextTask();
