import { z } from 'zod';

/**
 * The version of the 利用規約 (/terms) and 個人情報の取り扱い (/privacy) a new account agrees to. Both
 * pages show it; sign-up sends it and the server stores it with the account (terms_agreements). Raise it
 * (the date of the revision) whenever either text changes in substance.
 */
export const TERMS_VERSION = '2026-11-26';

/** The consent of POST /users/register: exactly the current version, so a stale form cannot agree to old terms. */
export const agreedTermsVersionSchema = z.literal(TERMS_VERSION, {
  error: '最新の利用規約と個人情報の取り扱いをご確認のうえ、同意してください',
});
