/** ALTCHA proof-of-work cost; the browser spends roughly cost × (counterMin…counterMax) / 2 key derivations. */
export interface AltchaSettings {
  algorithm: 'PBKDF2/SHA-256';
  cost: number;
  counterMin: number;
  counterMax: number;
  expiresInSeconds: number;
}

/** Asks reCAPTCHA whether a token is good; injected in tests, Google's siteverify in production. */
export type RecaptchaVerifier = (token: string, remoteIp: string) => Promise<boolean>;

export interface BotCheckSettings {
  altcha: AltchaSettings;
  /** Replaces the siteverify call (BOT_CHECK=recaptcha). */
  recaptchaVerifier?: RecaptchaVerifier;
}

export const DEFAULT_BOT_CHECK_SETTINGS: BotCheckSettings = {
  // About a second of work in a browser with the widget's workers; the server checks a signature only.
  altcha: {
    algorithm: 'PBKDF2/SHA-256',
    cost: 1_000,
    counterMin: 1_000,
    counterMax: 5_000,
    expiresInSeconds: 600,
  },
};
