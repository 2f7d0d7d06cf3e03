import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { ADMIN_IMPORT_ERRORS } from '@app/contract/admin-imports';
import { badRequest } from '../../http/http-errors.js';

export interface ResolvedImportPath {
  /** The real path (symbolic links resolved): what the job reads. */
  absolute: string;
  /** Relative to the import directory, '/'-separated: what the history shows. */
  relative: string;
  bytes: number;
}

/** True when `candidate` is `root` or lies below it (both real, absolute paths). */
function isInside(root: string, candidate: string): boolean {
  const relative = path.relative(root, candidate);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
}

/**
 * A server path an operator named, checked to be a regular file inside the import directory (IMPORT_DIR).
 * Relative paths are taken from that directory. The check is made on the real path — after `..` and every
 * symbolic link are resolved — so neither `../../etc/passwd` nor a link inside the directory that points
 * out of it reaches a file elsewhere on the server.
 */
export async function resolveImportPath(importDir: string, requested: string): Promise<ResolvedImportPath> {
  const root = await realpath(importDir).catch(() => null);
  if (root === null) throw badRequest(ADMIN_IMPORT_ERRORS.fileMissing);
  const named = path.resolve(root, requested);
  // Refused before touching the file system: the answer says nothing about what exists outside.
  if (!isInside(root, named)) throw badRequest(ADMIN_IMPORT_ERRORS.outsideImportDir);
  const real = await realpath(named).catch(() => null);
  if (real === null) throw badRequest(ADMIN_IMPORT_ERRORS.fileMissing);
  if (!isInside(root, real)) throw badRequest(ADMIN_IMPORT_ERRORS.outsideImportDir);
  const info = await stat(real);
  if (!info.isFile()) throw badRequest(ADMIN_IMPORT_ERRORS.notAFile);
  return { absolute: real, relative: path.relative(root, real).split(path.sep).join('/'), bytes: info.size };
}
