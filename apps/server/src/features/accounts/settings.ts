/** argon2id cost. docs/spec/sessions-and-accounts.md asks for m ≥ 19 MiB, t ≥ 2, p = 1 (OWASP's first recommended setting). */
export interface PasswordHashingParams {
  /** KiB. */
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/** Per-address brute-force protection: progressive delay, then a temporary lock (never a permanent one). */
export interface LoginThrottleSettings {
  /** Failures after which every further attempt is slowed down. */
  delayAfter: number;
  /** Delay of the first slowed attempt; doubles with each further failure. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** Failures (within failureWindowMs of each other) that lock the address. */
  lockAfter: number;
  lockMs: number;
  /** A failure older than this starts the count afresh. */
  failureWindowMs: number;
}

export interface RateLimit {
  max: number;
  /** Milliseconds. */
  timeWindow: number;
}

/** Routes limited per client IP (on top of the per-address throttle). */
export type RateLimitedRoute =
  | 'login'
  | 'register'
  | 'reissue'
  | 'resend'
  | 'refresh'
  | 'resetPassword'
  | 'changePassword'
  | 'completeRegistration';

export interface AccountsSettings {
  passwordHashing: PasswordHashingParams;
  loginThrottle: LoginThrottleSettings;
  rateLimits: Record<RateLimitedRoute, RateLimit>;
  /** Refresh token unused for this long expires. */
  refreshIdleMs: number;
  /** A login session ends this long after sign-in, however active. */
  refreshAbsoluteMs: number;
  /** After a rotation, its parent is still accepted this long (two tabs refreshing at once). */
  refreshGraceMs: number;
  registrationTokenMs: number;
  resetTokenMs: number;
  /**
   * Link mails (password reset, sign-up link) one address may be sent per window through the reissue and
   * resend forms, whatever the sender's IP: requests beyond it get the same answer and send nothing.
   */
  linkMailCap: RateLimit;
  /** Waits for progressive delays; tests record the delays instead of waiting. */
  sleep: (ms: number) => Promise<void>;
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export const DEFAULT_ACCOUNTS_SETTINGS: AccountsSettings = {
  passwordHashing: { memoryCost: 19_456, timeCost: 2, parallelism: 1 },
  loginThrottle: {
    delayAfter: 3,
    baseDelayMs: 500,
    maxDelayMs: 8_000,
    lockAfter: 10,
    lockMs: 15 * MINUTE,
    failureWindowMs: 60 * MINUTE,
  },
  // Generous per IP: a whole company often signs in from behind one proxy address.
  rateLimits: {
    login: { max: 60, timeWindow: MINUTE },
    register: { max: 20, timeWindow: 60 * MINUTE },
    reissue: { max: 20, timeWindow: 15 * MINUTE },
    resend: { max: 20, timeWindow: 15 * MINUTE },
    refresh: { max: 300, timeWindow: 5 * MINUTE },
    resetPassword: { max: 20, timeWindow: 15 * MINUTE },
    changePassword: { max: 20, timeWindow: 15 * MINUTE },
    completeRegistration: { max: 30, timeWindow: 15 * MINUTE },
  },
  refreshIdleMs: 30 * DAY,
  refreshAbsoluteMs: 90 * DAY,
  refreshGraceMs: 10_000,
  registrationTokenMs: DAY,
  resetTokenMs: 60 * MINUTE,
  linkMailCap: { max: 3, timeWindow: 60 * MINUTE },
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/** Nested objects may be given in part. */
export type AccountsOverrides = {
  [K in keyof AccountsSettings]?: AccountsSettings[K] extends (...args: never[]) => unknown
    ? AccountsSettings[K]
    : AccountsSettings[K] extends object
      ? Partial<AccountsSettings[K]>
      : AccountsSettings[K];
};

export function resolveAccountsSettings(overrides: AccountsOverrides = {}): AccountsSettings {
  const d = DEFAULT_ACCOUNTS_SETTINGS;
  return {
    ...d,
    ...overrides,
    passwordHashing: { ...d.passwordHashing, ...overrides.passwordHashing },
    loginThrottle: { ...d.loginThrottle, ...overrides.loginThrottle },
    rateLimits: { ...d.rateLimits, ...overrides.rateLimits },
    linkMailCap: { ...d.linkMailCap, ...overrides.linkMailCap },
  };
}
