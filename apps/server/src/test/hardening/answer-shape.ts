import type { LightMyRequestResponse } from 'fastify';
import { errorBodySchema } from '@app/contract/api-errors';
import { findRepositoryRoot } from '../../config/repository-root.js';

const REPOSITORY_ROOT = findRepositoryRoot(import.meta.dirname) ?? import.meta.dirname;

/** Traces of the server's insides: a stack frame, a source file of this checkout, a dependency path. */
const LEAKS = [/\n\s+at\s+\S/, /\bat\s+[^\s()]+\s+\([^)]*:\d+:\d+\)/, /node_modules/, /\.(?:ts|js):\d+:\d+/];

/**
 * Why an answer breaks docs/spec/api.md (no 5xx for bad input; every 4xx `{"detail": string}`, or the 422 list
 * of `{loc, msg, type}`; never a stack trace or a server path), or null when it is fine.
 */
export function answerProblem(response: LightMyRequestResponse): string | null {
  const { statusCode, body } = response;
  if (statusCode >= 500) return `status ${statusCode}: ${body.slice(0, 300)}`;
  // A HEAD answer has no body by definition.
  if (response.raw.req.method === 'HEAD') return null;
  if (body.includes(REPOSITORY_ROOT)) return 'the body names a server path';
  // Success bodies are the API's own data (the OpenAPI document, stored text): only errors are checked for traces.
  if (statusCode < 400) return null;
  const leak = LEAKS.find((pattern) => pattern.test(body));
  if (leak) return `the body looks like a stack trace (${String(leak)})`;
  if (!String(response.headers['content-type']).startsWith('application/json')) {
    return `a ${statusCode} that is not JSON: ${String(response.headers['content-type'])}`;
  }
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return `a ${statusCode} whose body is not JSON`;
  }
  const parsed = errorBodySchema.strict().safeParse(json);
  if (!parsed.success) return `a ${statusCode} not in the documented shape: ${body.slice(0, 300)}`;
  if (typeof parsed.data.detail !== 'string' && statusCode !== 422) {
    return `a ${statusCode} with a list detail (only 422 carries one)`;
  }
  if (typeof parsed.data.detail === 'string' && parsed.data.detail.trim() === '') return 'an empty detail';
  return null;
}
