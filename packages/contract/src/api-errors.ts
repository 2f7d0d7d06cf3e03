import { z } from 'zod';

/**
 * Exact `detail` strings the browser's error catalogue (docs/spec/error-catalogue.md) matches on.
 * They are part of the API contract: change them and the browser shows the wrong message.
 */
export const API_ERROR_DETAILS = {
  botCheckFailed: 'reCAPTCHA verification failed',
  unauthorizedDomain: 'Unauthorized domain is in use',
  userNotInactive: 'User status is not INACTIVE',
  currentPasswordIncorrect: 'Current password is incorrect',
  userAlreadyExists: 'User already exists',
} as const;

/** One entry of a 422 validation failure, in the FastAPI-like shape of docs/spec/api.md. */
const validationIssueSchema = z.object({
  loc: z.array(z.union([z.string(), z.number()])),
  msg: z.string(),
  type: z.string(),
});
export type ValidationIssue = z.infer<typeof validationIssueSchema>;

/** Every error body the API sends: a message, or the list of validation issues (422 only). */
export const errorBodySchema = z.object({
  detail: z.union([z.string(), z.array(validationIssueSchema)]),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
