import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ADMIN_IMPORT_ERRORS } from '@app/contract/admin-imports';
import { badRequest, httpError } from '../../http/http-errors.js';

/** "200 MB": the limit as the refusal names it. */
function formatLimit(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024))} MB` : `${Math.ceil(bytes / 1024)} KB`;
}

export const tooLarge = (limit: number) => httpError(413, ADMIN_IMPORT_ERRORS.tooLarge(formatLimit(limit)));

class UploadTooLarge extends Error {}

/**
 * Streams an uploaded file to `<importDir>/uploads/` (the job may run in another process, so the file must
 * be on disk where every worker reads: IMPORT_DIR, docs/operations.md), counting bytes on the way: past
 * `maxBytes` the copy is deleted and the answer is 413, whatever the request's Content-Length claimed.
 */
export async function storeUpload(
  body: Readable,
  importDir: string,
  name: string,
  maxBytes: number,
): Promise<{ file: string; bytes: number }> {
  const dir = path.join(importDir, 'uploads');
  await mkdir(dir, { recursive: true });
  // Only the base name's safe characters: the name never chooses where the file goes.
  const safe = path
    .basename(name)
    .replace(/[^\p{L}\p{N}._-]+/gu, '_')
    .slice(-120);
  const file = path.join(dir, `${randomUUID()}-${safe}`);
  let bytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      bytes += chunk.length;
      callback(bytes > maxBytes ? new UploadTooLarge() : null, chunk);
    },
  });
  try {
    await pipeline(body, counter, createWriteStream(file));
  } catch (error) {
    await rm(file, { force: true });
    if (error instanceof UploadTooLarge) throw tooLarge(maxBytes);
    throw error;
  }
  if (bytes === 0) {
    await rm(file, { force: true });
    throw badRequest(ADMIN_IMPORT_ERRORS.emptyUpload);
  }
  return { file, bytes };
}
