import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The real datasets beside the repository (`../shared/data` from its root), found by walking up from
 * this file: the repository may be checked out at any depth (a second working tree included).
 */
export function sharedData(...parts: string[]): string {
  let dir = import.meta.dirname;
  for (;;) {
    const candidate = path.join(dir, 'shared', 'data');
    if (existsSync(candidate)) {
      return path.join(candidate, ...parts);
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('shared/data not found beside the repository');
    dir = parent;
  }
}
