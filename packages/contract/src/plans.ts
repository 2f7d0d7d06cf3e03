/** Plan type codes (docs/spec/sessions-and-accounts.md). A visitor has none. */
export const TYPE_CODES = ['free', 'standard'] as const;
export type TypeCode = (typeof TYPE_CODES)[number];

/** Access level of a person: visitor (no session) or a plan. */
export type AccessLevel = 'visitor' | TypeCode;

/** The level a link or capability asks for (docs/spec/sessions-and-accounts.md, docs/spec/entitlements.md). `none` is open to everyone. */
export type RequiredLevel = 'none' | 'free' | 'standard';

export function isTypeCode(value: unknown): value is TypeCode {
  return value === 'free' || value === 'standard';
}

export function accessLevelOf(typeCode: TypeCode | null | undefined): AccessLevel {
  return isTypeCode(typeCode) ? typeCode : 'visitor';
}

/** True when a person at `level` may use something requiring `required`. */
export function satisfies(level: AccessLevel, required: RequiredLevel): boolean {
  if (required === 'none') return true;
  if (required === 'free') return level === 'free' || level === 'standard';
  return level === 'standard';
}

/**
 * Capabilities of the entitlement table (docs/spec/entitlements.md). The server's `authorize(user, capability)`
 * and the browser's link gating both read this one table, so the UI never promises more than the API.
 * `limited` marks a capability a level may use in part (e.g. 3 recommendation results).
 */
export const CAPABILITIES = {
  listAndKeywordSearch: { visitor: 'yes', free: 'yes', standard: 'yes' },
  detailPages: { visitor: 'signup', free: 'yes', standard: 'yes' },
  propertyValues: { visitor: 'signup', free: 'yes', standard: 'yes' },
  advancedSearch: { visitor: 'upgrade', free: 'upgrade', standard: 'yes' },
  patentResultsInSearch: { visitor: 'upgrade', free: 'upgrade', standard: 'yes' },
  exploration: { visitor: 'upgrade', free: 'upgrade', standard: 'yes' },
  recommendation: { visitor: 'signup', free: 'limited', standard: 'yes' },
  largePatentAnalysis: { visitor: 'signup', free: 'upgrade', standard: 'yes' },
  visualisation: { visitor: 'limited', free: 'yes', standard: 'yes' },
  visualisationExport: { visitor: 'upgrade', free: 'upgrade', standard: 'yes' },
  bookmarks: { visitor: 'signup', free: 'limited', standard: 'yes' },
  csvExport: { visitor: 'upgrade', free: 'upgrade', standard: 'yes' },
} as const satisfies Record<string, Record<AccessLevel, Entitlement>>;

/** yes: allowed; limited: allowed within a quota; signup: needs a free account; upgrade: needs standard. */
export type Entitlement = 'yes' | 'limited' | 'signup' | 'upgrade';
export type Capability = keyof typeof CAPABILITIES;

export function entitlementOf(level: AccessLevel, capability: Capability): Entitlement {
  return CAPABILITIES[capability][level];
}

/** Limits that go with `limited`. */
export const PLAN_LIMITS = {
  freeRecommendationResults: 3,
  freeBookmarks: 50,
  visitorResultPages: 3,
  /** Saved searches a user may watch for new patents (issue 19, decision 0019), by plan. */
  watchedSearches: { free: 3, standard: 20 },
} as const;

/** The level a link to a capability must be marked with so the spec's link gating applies. */
export function requiredLevelOf(capability: Capability): RequiredLevel {
  const row = CAPABILITIES[capability];
  if (row.visitor === 'yes' || row.visitor === 'limited') return 'none';
  if (row.free === 'yes' || row.free === 'limited') return 'free';
  return 'standard';
}
