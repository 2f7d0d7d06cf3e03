import type { ValidationIssue } from '@app/contract/api-errors';
import {
  isBuiltFromContext,
  normalizePassword,
  PASSWORD_MESSAGES,
  type PasswordContext,
} from '@app/contract/password-rules';
import { checkPasswordStrength } from '@app/contract/password-strength';
import { validationFailed } from '../../http/http-errors.js';
import { lazySet } from './data-files.js';

/** ~10,000 most common passwords of 8+ characters (data/common-passwords.txt), in their normalised form. */
const commonPasswords = lazySet('common-passwords.txt');

function isCommonPassword(password: string): boolean {
  return commonPasswords().has(normalizePassword(password).toLowerCase());
}

/**
 * The server-only half of the password rules (the list is too large to ship to every browser), the
 * context rule for forms that do not carry e-mail and company (change, reset), and the zxcvbn score
 * (PASSWORD_MIN_SCORE). Throws the 422 a form maps onto its password field.
 */
export function assertAcceptablePassword(
  password: string,
  field: string,
  context: PasswordContext = {},
): void {
  const issue = (msg: string, type: string): ValidationIssue => ({ loc: ['body', field], msg, type });
  if (isCommonPassword(password))
    throw validationFailed([issue(PASSWORD_MESSAGES.common, 'password_common')]);
  if (isBuiltFromContext(password, context)) {
    throw validationFailed([issue(PASSWORD_MESSAGES.fromContext, 'password_from_context')]);
  }
  // The same estimate as the browser's strength meter: what the meter calls too weak is refused here.
  const strength = checkPasswordStrength(password, context);
  if (!strength.acceptable)
    throw validationFailed([issue(strength.hints.slice(0, 2).join(' '), 'password_weak')]);
}
