import { parentPort, workerData } from 'node:worker_threads';
import type { AuthUser } from '../../auth/auth-user.js';
import type { DatabaseTarget } from '../../config/env.js';
import { createDatabase } from '../../db/database.js';
import { HttpError } from '../../http/http-errors.js';
import { createSearchIndex } from '../catalogue/search/search-index.js';
import { createReadContext } from '../catalogue/routes/catalogue-reads.js';
import { OVERLOAD_DETAILS } from './overload-details.js';
import { runReadOperation, type ReadOperationName } from './read-operations.js';

/*
 * Catalogue read thread (read-pool.ts): its own read-only connection and search index — with the index's
 * own answer, page and match caches, which follow the index generation in the database as the main
 * thread's do — and one read at a time, as the pool hands them out.
 */

export interface ReadRequest {
  id: number;
  name: ReadOperationName;
  user: AuthUser | null;
  input: unknown;
  /** Epoch milliseconds after which the caller has had its 503: a read still waiting here is not run. */
  deadline: number;
}

/** An error as it crosses the thread boundary: an HttpError's answer, or what the error handler looks at. */
export interface TransferredError {
  name: string;
  message: string;
  code?: string;
  statusCode?: number;
  detail?: HttpError['detail'];
}

export type ReadReply =
  { id: number; ok: true; value: unknown } | { id: number; ok: false; error: TransferredError };

/** Sent once when the thread's index snapshots are loaded (the pool's warming state ends). */
export interface ReadyMessage {
  ready: true;
}

function transfer(error: unknown): TransferredError {
  if (error instanceof HttpError) {
    return { name: error.name, message: error.message, statusCode: error.statusCode, detail: error.detail };
  }
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    return { name: error.name, message: error.message, ...(typeof code === 'string' ? { code } : {}) };
  }
  return { name: 'Error', message: String(error) };
}

if (parentPort) {
  const port = parentPort;
  const { database } = workerData as { database: DatabaseTarget };
  const opened = createDatabase({ database }, { readOnly: true });
  const context = createReadContext(opened.db, createSearchIndex({ db: opened.db, dialect: opened.dialect }));
  // Reads that arrive meanwhile interleave with the warm-up; a failed warm-up only means the first read
  // loads what it needs itself.
  const ready = () => port.postMessage({ ready: true } satisfies ReadyMessage);
  context.index.warm().then(ready, ready);
  port.on('message', (request: ReadRequest) => {
    // Reads posted while this thread was warming wait in its inbox; the expired ones are answered unrun.
    if (Date.now() > request.deadline) {
      const late = new HttpError(503, OVERLOAD_DETAILS.readTimedOut);
      port.postMessage({ id: request.id, ok: false, error: transfer(late) } satisfies ReadReply);
      return;
    }
    runReadOperation(context, request.name, request.user, request.input as never).then(
      (value) => port.postMessage({ id: request.id, ok: true, value } satisfies ReadReply),
      (error: unknown) =>
        port.postMessage({ id: request.id, ok: false, error: transfer(error) } satisfies ReadReply),
    );
  });
}
