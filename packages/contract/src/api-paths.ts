/**
 * Every API path of docs/spec/api.md plus the server's own public calls, each declared once as a
 * `{ template, build }` entry: the server registers `template` (Fastify syntax, `:name` segments) and the
 * clients call `build(params)`, which fills the same template with URL-encoded values. The two ends cannot
 * drift apart because neither spells a path; lint forbids '/v1/' literals outside this package (decision
 * 0029).
 */
export const API_BASE = '/v1/company';

/** The `:name` segments of a route template, as a union of names (`never` for a fixed path). */
export type PathParamNames<T extends string> = T extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<Rest>
  : T extends `${string}:${infer Name}`
    ? Name
    : never;

/** One API path: the server's route template and the client's typed builder of the same path. */
export interface ApiPath<T extends string = string> {
  readonly template: T;
  /** The path with every `:name` segment replaced by its URL-encoded value. */
  readonly build: [PathParamNames<T>] extends [never]
    ? () => string
    : (params: Readonly<Record<PathParamNames<T>, string | number>>) => string;
}

const PARAM_SEGMENT = /:([A-Za-z]\w*)/g;

/** A path entry from its template; the builder is derived from the template so the two cannot differ. */
export function route<const T extends string>(template: T): ApiPath<T> {
  const build = (params: Readonly<Record<string, string | number>> = {}): string =>
    template.replace(PARAM_SEGMENT, (_segment, name: string) => {
      const value = params[name];
      // The types demand every parameter; this guards untyped callers against a silent "undefined" path.
      if (value === undefined) throw new TypeError(`${template}: parameter "${name}" is missing`);
      return encodeURIComponent(String(value));
    });
  return { template, build };
}

/** An entry under the company API's base path. */
const apiPath = <const S extends string>(suffix: S) =>
  route<`${typeof API_BASE}${S}`>(`${API_BASE}${suffix}`);

export const API_PATHS = {
  login: apiPath('/auth/login'),
  logout: apiPath('/auth/logout'),
  reissuePassword: apiPath('/auth/reset-password'),
  refreshToken: apiPath('/auth/refresh-token'),
  me: apiPath('/users/me'),
  resetPassword: apiPath('/users/reset-password'),
  changePassword: apiPath('/users/change-password'),
  register: apiPath('/users/register'),
  completeRegistration: apiPath('/users/complete-registration'),
  resendRegistration: apiPath('/users/resend-registration'),
  contact: apiPath('/contact/'),
  botCheckChallenge: apiPath('/bot-check/challenge'),
  publicConfig: apiPath('/public-config'),
  pageViews: apiPath('/page-views'),
  materialsSearch: apiPath('/materials/search'),
  materialDetail: apiPath('/materials/:id/detail'),
  productsSearch: apiPath('/products/search'),
  productDetail: apiPath('/products/:id/detail'),
  productCategories: apiPath('/products/categories'),
  productPropertyDefs: apiPath('/products/physical-property-defs'),
  productCompanies: apiPath('/products/companies'),
  productRecommend: apiPath('/products/recommend'),
  productRecommendKeywords: apiPath('/products/recommend-keywords'),
  patentsSearch: apiPath('/patents/search'),
  patentDetail: apiPath('/patents/:id/detail'),
  patentApplicants: apiPath('/patents/applicants'),
  patentIpcs: apiPath('/patents/ipcs'),
  patentThemes: apiPath('/patents/themes'),
  patentVisualization: apiPath('/patents/visualization'),
  largePatentAnalyze: apiPath('/large-patents/analyze'),
  examplesSearch: apiPath('/examples/search'),
  exampleDetail: apiPath('/examples/:patentId/:exampleId/detail'),
  examplePropertyDefs: apiPath('/examples/physical-property-defs'),
  exploreSearch: apiPath('/explore-products/search'),
  exploreDetail: apiPath('/explore-products/:id/detail'),
  exploreInverseResult: apiPath('/explore-products/:id/inverse-analysis/result'),
  exploreForward: apiPath('/explore-products/explore'),
  exploreInverse: apiPath('/explore-products/explore/inverse'),
  exploreCategories: apiPath('/explore-products/categories'),
  exploreVariables: apiPath('/explore-products/variables'),
  explorePredict: apiPath('/explore-products/:id/predict'),
  exploreCancel: apiPath('/explore-products/:id/cancel'),
  bookmarks: apiPath('/bookmarks'),
  bookmark: apiPath('/bookmarks/:id'),
  bookmarkFolders: apiPath('/bookmarks/folders'),
  savedSearches: apiPath('/saved-searches'),
  savedSearch: apiPath('/saved-searches/:id'),
  materialsExport: apiPath('/materials/export'),
  productsExport: apiPath('/products/export'),
  patentsExport: apiPath('/patents/export'),
  // Saved-search alerts (issue 19)
  searchAlerts: apiPath('/search-alerts'),
  searchAlertsUnsubscribe: apiPath('/search-alerts/unsubscribe'),
  savedSearchWatch: apiPath('/saved-searches/:id/watch'),
  // Second factor (issue 19)
  mySecurity: apiPath('/users/me/security'),
  twoFactorSetup: apiPath('/users/me/two-factor/setup'),
  twoFactorEnable: apiPath('/users/me/two-factor/enable'),
  twoFactorDisable: apiPath('/users/me/two-factor/disable'),
  twoFactorRecoveryCodes: apiPath('/users/me/two-factor/recovery-codes'),
  // Standard-plan requests and the operator console (issue 19)
  planRequests: apiPath('/plan-requests'),
  adminUsers: apiPath('/admin/users'),
  adminUser: apiPath('/admin/users/:id'),
  adminUserPlan: apiPath('/admin/users/:id/plan'),
  adminUserStatus: apiPath('/admin/users/:id/status'),
  adminUserSessionsRevoke: apiPath('/admin/users/:id/revoke-sessions'),
  adminPlanRequests: apiPath('/admin/plan-requests'),
  adminPlanRequestDecision: apiPath('/admin/plan-requests/:id/decision'),
  adminAuditEvents: apiPath('/admin/audit-events'),
  adminMaintenance: apiPath('/admin/maintenance'),
  adminContactMessages: apiPath('/admin/contact-messages'),
  adminContactStatus: apiPath('/admin/contact-messages/:id/status'),
  adminContactReply: apiPath('/admin/contact-messages/:id/reply'),
  // Console imports and usage figures (issue 19, decision 0022)
  adminImports: apiPath('/admin/imports'),
  adminImportUpload: apiPath('/admin/imports/upload'),
  adminImport: apiPath('/admin/imports/:id'),
  adminUsage: apiPath('/admin/usage'),
} as const;

/** The OpenAPI description and its browsable page (served outside the company API's base path). */
export const API_DOCS_PATH = route('/v1/docs');

/** Build metadata files the browser polls to detect a new build (docs/spec/api.md, docs/spec/budgets-and-reliability.md). */
export const BUILD_META_PATHS = {
  /** Baked into the bundle's own build: what the running page was built as. */
  meta: '/build/meta.json',
  /** Served by the server from the deployed build, never cached: what is deployed now. */
  latest: '/build/latest.json',
} as const;
