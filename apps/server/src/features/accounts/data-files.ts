import { readFileSync } from 'node:fs';

/**
 * Lines of a data file in apps/server/data (comments and blanks skipped). The relative path is the same
 * from src/features/accounts and from dist/features/accounts, so it works in tests and in the build.
 */
function readDataLines(name: string): string[] {
  const text = readFileSync(new URL(`../../../data/${name}`, import.meta.url), 'utf8');
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

/** Loads a data file once, on first use (not at import: the CLI and unrelated tests never pay for it). */
export function lazySet(
  name: string,
  map: (line: string) => string = (line) => line,
): () => ReadonlySet<string> {
  let set: ReadonlySet<string> | undefined;
  return () => (set ??= new Set(readDataLines(name).map(map)));
}
