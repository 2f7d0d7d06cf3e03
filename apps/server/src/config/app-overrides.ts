import type { AccountsOverrides } from '../features/accounts/settings.js';
import type { AltchaSettings, RecaptchaVerifier } from '../features/bot-check/settings.js';
import type { JobWorkerSettings } from '../jobs/job-worker.js';

/**
 * Tunables and seams that are not environment variables: tests pass cheaper hashing, a movable clock, low
 * thresholds and a fake reCAPTCHA verifier here; production uses each feature's defaults. Keeping them out
 * of the environment means no operator can weaken password hashing by a typo in a unit file.
 */
export interface AppOverrides {
  /** The current time for tokens, locks and jobs. Default: the system clock. */
  clock?: () => Date;
  accounts?: AccountsOverrides;
  botCheck?: { altcha?: Partial<AltchaSettings>; recaptchaVerifier?: RecaptchaVerifier };
  jobs?: Partial<JobWorkerSettings>;
}

export const systemClock = (): Date => new Date();
