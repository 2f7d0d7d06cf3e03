/** Every API path of docs/spec/api.md plus the server's own public calls, relative to the configured base URL. */
export const API_BASE = '/v1/company';

export const API_PATHS = {
  login: `${API_BASE}/auth/login`,
  logout: `${API_BASE}/auth/logout`,
  reissuePassword: `${API_BASE}/auth/reset-password`,
  refreshToken: `${API_BASE}/auth/refresh-token`,
  me: `${API_BASE}/users/me`,
  resetPassword: `${API_BASE}/users/reset-password`,
  changePassword: `${API_BASE}/users/change-password`,
  register: `${API_BASE}/users/register`,
  completeRegistration: `${API_BASE}/users/complete-registration`,
  resendRegistration: `${API_BASE}/users/resend-registration`,
  contact: `${API_BASE}/contact/`,
  botCheckChallenge: `${API_BASE}/bot-check/challenge`,
  publicConfig: `${API_BASE}/public-config`,
  pageViews: `${API_BASE}/page-views`,
  materialsSearch: `${API_BASE}/materials/search`,
  materialDetail: (id: string) => `${API_BASE}/materials/${encodeURIComponent(id)}/detail`,
  productsSearch: `${API_BASE}/products/search`,
  productDetail: (id: string) => `${API_BASE}/products/${encodeURIComponent(id)}/detail`,
  productCategories: `${API_BASE}/products/categories`,
  productPropertyDefs: `${API_BASE}/products/physical-property-defs`,
  productCompanies: `${API_BASE}/products/companies`,
  productRecommend: `${API_BASE}/products/recommend`,
  productRecommendKeywords: `${API_BASE}/products/recommend-keywords`,
  patentsSearch: `${API_BASE}/patents/search`,
  patentDetail: (id: string) => `${API_BASE}/patents/${encodeURIComponent(id)}/detail`,
  patentApplicants: `${API_BASE}/patents/applicants`,
  patentIpcs: `${API_BASE}/patents/ipcs`,
  patentThemes: `${API_BASE}/patents/themes`,
  patentVisualization: `${API_BASE}/patents/visualization`,
  largePatentAnalyze: `${API_BASE}/large-patents/analyze`,
  examplesSearch: `${API_BASE}/examples/search`,
  exampleDetail: (patentId: string, exampleId: string) =>
    `${API_BASE}/examples/${encodeURIComponent(patentId)}/${encodeURIComponent(exampleId)}/detail`,
  examplePropertyDefs: `${API_BASE}/examples/physical-property-defs`,
  exploreSearch: `${API_BASE}/explore-products/search`,
  exploreDetail: (id: string) => `${API_BASE}/explore-products/${encodeURIComponent(id)}/detail`,
  exploreInverseResult: (id: string) =>
    `${API_BASE}/explore-products/${encodeURIComponent(id)}/inverse-analysis/result`,
  exploreForward: `${API_BASE}/explore-products/explore`,
  exploreInverse: `${API_BASE}/explore-products/explore/inverse`,
  exploreCategories: `${API_BASE}/explore-products/categories`,
  exploreVariables: `${API_BASE}/explore-products/variables`,
  explorePredict: (id: string | number) =>
    `${API_BASE}/explore-products/${encodeURIComponent(String(id))}/predict`,
  exploreCancel: (id: string | number) =>
    `${API_BASE}/explore-products/${encodeURIComponent(String(id))}/cancel`,
  bookmarks: `${API_BASE}/bookmarks`,
  bookmark: (id: string | number) => `${API_BASE}/bookmarks/${encodeURIComponent(String(id))}`,
  bookmarkFolders: `${API_BASE}/bookmarks/folders`,
  savedSearches: `${API_BASE}/saved-searches`,
  savedSearch: (id: string | number) => `${API_BASE}/saved-searches/${encodeURIComponent(String(id))}`,
  materialsExport: `${API_BASE}/materials/export`,
  productsExport: `${API_BASE}/products/export`,
  patentsExport: `${API_BASE}/patents/export`,
  // Saved-search alerts (issue 19)
  searchAlerts: `${API_BASE}/search-alerts`,
  searchAlertsUnsubscribe: `${API_BASE}/search-alerts/unsubscribe`,
  savedSearchWatch: (id: string | number) =>
    `${API_BASE}/saved-searches/${encodeURIComponent(String(id))}/watch`,
  // Second factor (issue 19)
  mySecurity: `${API_BASE}/users/me/security`,
  twoFactorSetup: `${API_BASE}/users/me/two-factor/setup`,
  twoFactorEnable: `${API_BASE}/users/me/two-factor/enable`,
  twoFactorDisable: `${API_BASE}/users/me/two-factor/disable`,
  twoFactorRecoveryCodes: `${API_BASE}/users/me/two-factor/recovery-codes`,
  // Standard-plan requests and the operator console (issue 19)
  planRequests: `${API_BASE}/plan-requests`,
  adminUsers: `${API_BASE}/admin/users`,
  adminUser: (id: string | number) => `${API_BASE}/admin/users/${encodeURIComponent(String(id))}`,
  adminUserPlan: (id: string | number) => `${API_BASE}/admin/users/${encodeURIComponent(String(id))}/plan`,
  adminUserStatus: (id: string | number) =>
    `${API_BASE}/admin/users/${encodeURIComponent(String(id))}/status`,
  adminUserSessionsRevoke: (id: string | number) =>
    `${API_BASE}/admin/users/${encodeURIComponent(String(id))}/revoke-sessions`,
  adminPlanRequests: `${API_BASE}/admin/plan-requests`,
  adminPlanRequestDecision: (id: string | number) =>
    `${API_BASE}/admin/plan-requests/${encodeURIComponent(String(id))}/decision`,
  adminAuditEvents: `${API_BASE}/admin/audit-events`,
  adminMaintenance: `${API_BASE}/admin/maintenance`,
  adminContactMessages: `${API_BASE}/admin/contact-messages`,
  adminContactStatus: (id: string | number) =>
    `${API_BASE}/admin/contact-messages/${encodeURIComponent(String(id))}/status`,
  adminContactReply: (id: string | number) =>
    `${API_BASE}/admin/contact-messages/${encodeURIComponent(String(id))}/reply`,
  // Console imports and usage figures (issue 19, decision 0022)
  adminImports: `${API_BASE}/admin/imports`,
  adminImportUpload: `${API_BASE}/admin/imports/upload`,
  adminImport: (id: string | number) => `${API_BASE}/admin/imports/${encodeURIComponent(String(id))}`,
  adminUsage: `${API_BASE}/admin/usage`,
} as const;

/** Build metadata files the browser polls to detect a new build (docs/spec/api.md, docs/spec/budgets-and-reliability.md). */
export const BUILD_META_PATHS = {
  /** Baked into the bundle's own build: what the running page was built as. */
  meta: '/build/meta.json',
  /** Served by the server from the deployed build, never cached: what is deployed now. */
  latest: '/build/latest.json',
} as const;
