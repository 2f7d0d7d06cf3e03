import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-error';
import { handleApiError } from './api-client';

/**
 * Shows a server rejection of a form. A 422 whose issues all name fields of the form (`loc: ['body',
 * field]`, the contract's Japanese message in `msg`) goes under those fields, as the client-side check
 * would have put it; anything else goes through the error catalogue (docs/spec/error-catalogue.md).
 */
export function showFormError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): void {
  if (error instanceof ApiError && error.status === 422 && Array.isArray(error.detail)) {
    const issues = error.detail.map((issue) => ({
      field: issue.loc[0] === 'body' ? String(issue.loc[1] ?? '') : '',
      message: issue.msg,
    }));
    if (issues.length > 0 && issues.every((issue) => (fields as readonly string[]).includes(issue.field))) {
      let first = true;
      for (const issue of issues) {
        setError(issue.field as Path<T>, { type: 'server', message: issue.message }, { shouldFocus: first });
        first = false;
      }
      return;
    }
  }
  handleApiError(error);
}
