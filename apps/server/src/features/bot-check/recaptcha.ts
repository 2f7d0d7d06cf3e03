import type { RecaptchaVerifier } from './settings.js';

const SITEVERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

/** Google's siteverify (BOT_CHECK=recaptcha). Network failure counts as "not verified", never as a 500. */
export function siteverify(secret: string, fetchImpl: typeof fetch = fetch): RecaptchaVerifier {
  return async (token, remoteIp) => {
    try {
      const response = await fetchImpl(SITEVERIFY_URL, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ secret, response: token, remoteip: remoteIp }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) return false;
      const body = (await response.json()) as { success?: unknown };
      return body.success === true;
    } catch {
      return false;
    }
  };
}
