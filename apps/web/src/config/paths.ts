/**
 * Every URL of the app in one place (docs/spec/routes-and-navigation.md). `path` is the router pattern, `getHref()` builds a
 * link. Nothing else in the app writes a path by hand.
 */

function withQuery(path: string, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

const seg = encodeURIComponent;

export const paths = {
  home: { path: '/', getHref: () => '/' },

  login: {
    path: '/login',
    /** `redirectTo`: where to go after logging in (path + search of the guarded page). */
    getHref: (redirectTo?: string) => withQuery('/login', { redirect: redirectTo }),
  },
  signup: {
    path: '/signup',
    getHref: (referrerUrl?: string) => withQuery('/signup', { referrerUrl }),
  },
  signupVerify: {
    path: '/signup/verify',
    /** `referrerUrl`: carried along from the sign-up page to the login after confirmation. */
    getHref: (referrerUrl?: string) => withQuery('/signup/verify', { referrerUrl }),
  },
  signupConfirmRegister: { path: '/signup/confirm-register', getHref: () => '/signup/confirm-register' },
  reissuePassword: { path: '/reissue-password', getHref: () => '/reissue-password' },
  resetPassword: { path: '/reset-password', getHref: () => '/reset-password' },
  resetPasswordConfirm: { path: '/reset-password/confirm', getHref: () => '/reset-password/confirm' },

  contact: {
    path: '/contact',
    /** `subject`: pre-selects the kind of request, e.g. a plan upgrade from the upgrade modal. */
    getHref: (subject?: 'upgrade') => withQuery('/contact', { subject }),
  },
  contactConfirm: { path: '/contact/confirm', getHref: () => '/contact/confirm' },
  maintenance: { path: '/maintenance', getHref: () => '/maintenance' },
  /** The digest mail's unsubscribe link (issue 19): no sign-in needed. */
  alertsUnsubscribe: { path: '/alerts/unsubscribe', getHref: () => '/alerts/unsubscribe' },
  tutorial: { path: '/tutorial', getHref: () => '/tutorial' },
  terms: { path: '/terms', getHref: () => '/terms' },
  privacy: { path: '/privacy', getHref: () => '/privacy' },

  materials: { path: '/materials', getHref: (q?: string) => withQuery('/materials', { q }) },
  material: { path: '/materials/:id', getHref: (id: string) => `/materials/${seg(id)}` },
  products: { path: '/products', getHref: (q?: string) => withQuery('/products', { q }) },
  product: { path: '/products/:id', getHref: (id: string) => `/products/${seg(id)}` },
  patents: { path: '/patents', getHref: (q?: string) => withQuery('/patents', { q }) },
  patent: { path: '/patents/:id', getHref: (id: string) => `/patents/${seg(id)}` },
  patentExample: {
    path: '/patents/:id/examples/:exampleId',
    getHref: (id: string, exampleId: string) => `/patents/${seg(id)}/examples/${seg(exampleId)}`,
  },
  /** The examples search (by ingredient, measured-value range, patent): issue 17. */
  examples: {
    path: '/examples',
    getHref: (q?: string, patent?: string) => withQuery('/examples', { q, patent }),
  },
  analyzedPatents: { path: '/analyzed-patents', getHref: () => '/analyzed-patents' },

  exploreProducts: { path: '/explore-products', getHref: () => '/explore-products' },
  exploreNew: { path: '/explore-products/new', getHref: () => '/explore-products/new' },
  exploreNewInverse: {
    path: '/explore-products/new-inverse',
    getHref: () => '/explore-products/new-inverse',
  },
  exploreForward: {
    path: '/explore-products/forward/:id',
    getHref: (id: string) => `/explore-products/forward/${seg(id)}`,
  },
  exploreInverse: {
    path: '/explore-products/inverse/:id',
    getHref: (id: string) => `/explore-products/inverse/${seg(id)}`,
  },

  productRecommend: { path: '/product-recommend', getHref: () => '/product-recommend' },
  productRecommendResult: { path: '/product-recommend/result', getHref: () => '/product-recommend/result' },

  visualizedExamples: { path: '/visualized/examples', getHref: () => '/visualized/examples' },
  visualizedPatents: { path: '/visualized/patents', getHref: () => '/visualized/patents' },

  mypage: { path: '/mypage', getHref: () => '/mypage' },
  mypageProfile: { path: '/mypage/profile', getHref: () => '/mypage/profile' },
  mypageBookmarks: { path: '/mypage/bookmarks', getHref: () => '/mypage/bookmarks' },
  mypagePlanRequest: { path: '/mypage/plan-request', getHref: () => '/mypage/plan-request' },
  mypageChangePassword: { path: '/mypage/change-password', getHref: () => '/mypage/change-password' },
  mypageChangePasswordConfirm: {
    path: '/mypage/change-password/confirm',
    getHref: () => '/mypage/change-password/confirm',
  },
  /**
   * docs/spec/routes-and-navigation.md: after a password change the app "goes to /change-password/confirm, not under /mypage".
   * Both readings hold: this address exists and is redirected by a route rule (config/route-rules.ts).
   */
  changePasswordConfirm: { path: '/change-password/confirm', getHref: () => '/change-password/confirm' },

  /** The operator console (issue 19): operators with a second factor only; everyone else sees the 404 screen. */
  admin: { path: '/admin', getHref: () => '/admin' },
} as const;

/**
 * Ids in URLs (materials, products, patents, examples, explorations): what the validity check accepts.
 * Imported records bring ids such as `US7473391B2:Comparative_Example_1` or `JP2021123456A:実施例1`
 * (patent id, colon, label): letters of any script, digits and `_ . - : , ( ) + ~ '`, up to the 200
 * characters the API takes; a leading letter or digit. Links encode them (encodeURIComponent).
 */
export const ROUTE_ID_PATTERN = /^[\p{L}\p{N}][\p{L}\p{M}\p{N}_.:,()+~'’–-]{0,199}$/u;

export const SERVICE_NAME = '素材特許ナビ';
