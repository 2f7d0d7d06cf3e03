// A boot stage of main.tsx (docs/decisions/0057): the layout, the route table and the navigation rules have
// been evaluated; the modules main.tsx imports after this one (the boot itself) wait for the next task.
import { nextTask } from './next-task';

await nextTask();
