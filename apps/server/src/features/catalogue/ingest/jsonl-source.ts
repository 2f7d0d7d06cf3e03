import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { parseInterchangeLine } from '@app/contract/interchange';
import type { ImportItem } from '../write/import-runner.js';

/**
 * Reads a JSON Lines interchange file as import items, streaming (constant memory), validating each line
 * with the contract schema. Blank lines and `#` comments are skipped; a BOM and CRLF are tolerated.
 * `fraction()` reports how far through the file the reader is.
 */
export async function readJsonLines(
  file: string,
): Promise<{ items: AsyncIterable<ImportItem>; fraction: () => number }> {
  const size = (await stat(file)).size;
  const stream = createReadStream(file, { encoding: 'utf8', highWaterMark: 1 << 20 });
  async function* items(): AsyncGenerator<ImportItem> {
    const lines = createInterface({ input: stream, crlfDelay: Infinity });
    let line = 0;
    for await (const raw of lines) {
      line++;
      const text = (line === 1 ? raw.replace(/^\uFEFF/, '') : raw).trim();
      if (text === '' || text.startsWith('#')) continue;
      yield parseLine(text, line);
    }
  }
  return { items: items(), fraction: () => (size === 0 ? 1 : Math.min(1, stream.bytesRead / size)) };
}

/** Items from JSON Lines text already in memory (tests, small uploads). */
export function* jsonLinesItems(text: string): Generator<ImportItem> {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  for (const [index, raw] of lines.entries()) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    yield parseLine(line, index + 1);
  }
}

function parseLine(text: string, line: number): ImportItem {
  const parsed = parseInterchangeLine(text);
  return parsed.ok ? { line, record: parsed.record } : { line, error: parsed.error };
}
