import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The nearest ancestor of `start` (itself included) whose package.json declares npm workspaces, or null. */
export function findRepositoryRoot(start: string): string | null {
  let dir = path.resolve(start);
  for (;;) {
    if (declaresWorkspaces(path.join(dir, 'package.json'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}

function declaresWorkspaces(packageJsonPath: string): boolean {
  if (!existsSync(packageJsonPath)) return false;
  try {
    const manifest: unknown = JSON.parse(readFileSync(packageJsonPath, 'utf8'));
    return typeof manifest === 'object' && manifest !== null && 'workspaces' in manifest;
  } catch {
    return false;
  }
}
