import type { FastifySchemaValidationError } from 'fastify';
import type { ValidationIssue } from '@app/contract/api-errors';

/** Fastify's name for each request part → the FastAPI-style first `loc` element the browser expects. */
const LOCATIONS: Record<string, string> = {
  body: 'body',
  querystring: 'query',
  params: 'path',
  headers: 'header',
};

/** Converts Fastify's validation errors (zod issues via the type provider) into the 422 `detail` list. */
export function toValidationIssues(
  validation: readonly FastifySchemaValidationError[],
  context: string | undefined,
): ValidationIssue[] {
  const location = LOCATIONS[context ?? 'body'] ?? 'body';
  return validation.map((entry) => {
    const loc: (string | number)[] = [location, ...pathSegments(entry.instancePath)];
    // JSON-schema "required" errors point at the parent object; name the missing key like zod does.
    const missing = entry.params.missingProperty;
    if (entry.keyword === 'required' && typeof missing === 'string') loc.push(missing);
    return { loc, msg: entry.message ?? 'Invalid value', type: entry.keyword };
  });
}

/** "/items/0/name" → ['items', 0, 'name']: array indices become numbers, as in FastAPI. */
function pathSegments(instancePath: string): (string | number)[] {
  return instancePath
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) =>
      /^\d+$/.test(segment) ? Number(segment) : segment.replaceAll('~1', '/').replaceAll('~0', '~'),
    );
}
