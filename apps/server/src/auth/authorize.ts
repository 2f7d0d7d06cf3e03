import { accessLevelOf, entitlementOf, type Capability } from '@app/contract/plans';
import { httpError } from '../http/http-errors.js';
import { AUTH_ERROR_DETAILS, type AuthUser } from './auth-user.js';

export type Authorization =
  | {
      allowed: true;
      /** true where the plan allows only part of it (PLAN_LIMITS applies) */ limited: boolean;
    }
  | { allowed: false; status: 401 | 403; detail: string };

/**
 * The one plan check (docs/spec/entitlements.md), read from CAPABILITIES in @app/contract/plans — the same table the
 * browser's link gating reads. "signup" answers 401 (sign in or register), "upgrade" answers 403.
 */
export function authorize(user: Pick<AuthUser, 'typeCode'> | null, capability: Capability): Authorization {
  const entitlement = entitlementOf(accessLevelOf(user?.typeCode), capability);
  switch (entitlement) {
    case 'yes':
      return { allowed: true, limited: false };
    case 'limited':
      return { allowed: true, limited: true };
    case 'signup':
      return { allowed: false, status: 401, detail: AUTH_ERROR_DETAILS.notAuthenticated };
    case 'upgrade':
      return { allowed: false, status: 403, detail: AUTH_ERROR_DETAILS.standardPlanRequired };
  }
}

/** authorize() for handlers: throws the 401/403 answer, returns whether the use is limited. */
export function assertCapability(
  user: Pick<AuthUser, 'typeCode'> | null,
  capability: Capability,
): { limited: boolean } {
  const result = authorize(user, capability);
  if (!result.allowed) throw httpError(result.status, result.detail);
  return { limited: result.limited };
}
