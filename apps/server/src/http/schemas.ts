import { z } from 'zod';
import { errorBodySchema } from '@app/contract/api-errors';

// One named component in the OpenAPI document instead of the same error schema inlined in every response.
if (!z.globalRegistry.has(errorBodySchema)) z.globalRegistry.add(errorBodySchema, { id: 'ErrorBody' });

/**
 * Error answers every route may give, for its `response` schema: they appear in the OpenAPI document and
 * the error handler's bodies are checked against the same contract schema.
 */
export const ERROR_RESPONSES = { '4xx': errorBodySchema, '5xx': errorBodySchema } as const;

/** Answers that must never be stored by a browser or proxy (state that an operator can change at any time). */
export const NO_STORE = 'no-store';
