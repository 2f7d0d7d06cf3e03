import type { Access } from '@app/contract/catalogue';
import { accessLevelOf, PLAN_LIMITS } from '@app/contract/plans';
import type { AuthUser } from '../../../auth/auth-user.js';
import { assertCapability, authorize } from '../../../auth/authorize.js';

type User = Pick<AuthUser, 'typeCode'> | null;

/**
 * What the presenters may let leave the server for this user (docs/spec/entitlements.md, from the one entitlement
 * table through authorize()): the presenters strip property values for visitors, and `requireAdvanced`
 * answers 403 for the parts of a search that need the standard plan.
 */
export function accessOf(user: User): Access {
  const advancedSearch = authorize(user, 'advancedSearch').allowed;
  return {
    level: accessLevelOf(user?.typeCode),
    propertyValues: authorize(user, 'propertyValues').allowed,
    advancedSearch,
    patentResults: authorize(user, 'patentResultsInSearch').allowed,
    maxPage: advancedSearch ? null : PLAN_LIMITS.visitorResultPages,
  };
}

/**
 * Throws the 401/403 of `advancedSearch` (cross-entity filters, property ranges, pages after the third,
 * property sort) when the request uses any of them.
 */
export function requireAdvanced(user: User, uses: { page: number; advanced: boolean }): void {
  if (uses.advanced || uses.page > PLAN_LIMITS.visitorResultPages) assertCapability(user, 'advancedSearch');
}

export function requirePatentResults(user: User): void {
  assertCapability(user, 'patentResultsInSearch');
}

/** Detail pages: 401 for visitors. */
export function requireDetail(user: User): void {
  assertCapability(user, 'detailPages');
}
