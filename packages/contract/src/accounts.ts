import { z } from 'zod';
import { agreedTermsVersionSchema } from './legal.js';
import {
  isBuiltFromContext,
  normalizePassword,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MESSAGES,
  PASSWORD_MIN_LENGTH,
} from './password-rules.js';
import { TYPE_CODES } from './plans.js';

/*
 * Requests and responses of the account, session and contact calls (docs/spec/sessions-and-accounts.md, docs/spec/api.md). Each schema is used at
 * both ends: the browser's forms validate with it (react-hook-form + zodResolver) and the server parses the
 * same body with it, so the messages below are what the user reads under a field either way.
 * Optional text fields are '' when empty (what an untouched input holds), never null.
 */

/** No CR/LF or other control characters (\p{Cc}): one-line fields end up in mail headers. */
const NO_LINE_BREAKS = /^\P{Cc}*$/u;
const LINE_BREAK_MESSAGE = '改行や制御文字は入力できません';

/** A required one-line text: trimmed, NFKC-normalised (full-width digits and letters become ASCII). */
function requiredLine(label: string, max: number) {
  return z
    .string({ error: `${label}を入力してください` })
    .trim()
    .normalize('NFKC')
    .min(1, { error: `${label}を入力してください` })
    .max(max, { error: `${label}は${max}文字以内で入力してください` })
    .regex(NO_LINE_BREAKS, { error: LINE_BREAK_MESSAGE });
}

/** An optional one-line text: missing and '' both mean "not given". */
function optionalLine(label: string, max: number) {
  return z
    .string()
    .trim()
    .normalize('NFKC')
    .max(max, { error: `${label}は${max}文字以内で入力してください` })
    .regex(NO_LINE_BREAKS, { error: LINE_BREAK_MESSAGE })
    .default('');
}

const EMAIL_MESSAGES = {
  required: 'メールアドレスを入力してください',
  invalid: 'メールアドレスの形式が正しくありません',
} as const;

/**
 * An e-mail address. Internationalised domains (例え.jp) are accepted; the server lower-cases the address
 * and converts the domain to punycode before storing or checking it.
 */
export const emailSchema = z
  .string({ error: EMAIL_MESSAGES.required })
  .trim()
  .min(1, { error: EMAIL_MESSAGES.required })
  .max(254, { error: EMAIL_MESSAGES.invalid })
  .pipe(z.email({ pattern: z.regexes.unicodeEmail, error: EMAIL_MESSAGES.invalid }));

/** A new password: 8–128 characters (code points, after NFKC), any script, no composition rules. */
export const newPasswordSchema = z
  .string({ error: PASSWORD_MESSAGES.required })
  .min(1, { error: PASSWORD_MESSAGES.required })
  .refine((value) => [...normalizePassword(value)].length >= PASSWORD_MIN_LENGTH, {
    error: PASSWORD_MESSAGES.tooShort,
  })
  .refine((value) => [...normalizePassword(value)].length <= PASSWORD_MAX_LENGTH, {
    error: PASSWORD_MESSAGES.tooLong,
  });

/** A password being presented (login, current password): only bounded, never judged by today's rules. */
export const presentedPasswordSchema = z
  .string({ error: PASSWORD_MESSAGES.required })
  .min(1, { error: PASSWORD_MESSAGES.required })
  .max(PASSWORD_MAX_LENGTH * 4, { error: PASSWORD_MESSAGES.tooLong });

/** The solved ALTCHA payload or a reCAPTCHA token (docs/spec/operator-interfaces.md), sent under the spec's field name. */
const botCheckTokenSchema = z
  .string({ error: 'ロボットでないことの確認を完了してください' })
  .min(1, { error: 'ロボットでないことの確認を完了してください' })
  .max(20_000);

const postalCodeSchema = optionalLine('郵便番号', 8).refine(
  (value) => value === '' || /^\d{3}-?\d{4}$/.test(value),
  {
    error: '郵便番号は123-4567の形式で入力してください',
  },
);

const phoneNumberSchema = optionalLine('電話番号', 20).refine(
  (value) => value === '' || /^\+?[\d\-() ]{10,20}$/.test(value),
  { error: '電話番号の形式が正しくありません' },
);

/** The profile fields a user types (docs/spec/sessions-and-accounts.md), without e-mail and plan. */
const profileFieldsSchema = z.object({
  name: requiredLine('氏名', 100),
  companyName: requiredLine('会社名', 200),
  department: optionalLine('部署名', 100),
  position: optionalLine('役職', 100),
  phoneNumber: phoneNumberSchema,
  postalCode: postalCodeSchema,
  address: optionalLine('住所', 300),
});

/** GET /users/me. */
export const profileSchema = z.object({
  name: z.string(),
  email: z.string(),
  companyName: z.string(),
  department: z.string(),
  position: z.string(),
  phoneNumber: z.string(),
  postalCode: z.string(),
  address: z.string(),
  typeCode: z.enum(TYPE_CODES),
});
export type Profile = z.infer<typeof profileSchema>;

/**
 * PUT /users/me: the profile without typeCode (docs/spec/sessions-and-accounts.md). A typeCode in the body is dropped by the
 * schema, never applied: the plan changes only through the operator's CLI. The e-mail may be sent back
 * unchanged; a different address is refused (changing it would need a new confirmation mail).
 */
export const profileUpdateSchema = profileFieldsSchema.extend({ email: emailSchema.optional() });
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

/** The message under the e-mail field when PUT /users/me carries another address. */
export const EMAIL_IMMUTABLE_MESSAGE =
  'メールアドレスは変更できません。変更が必要な場合はお問い合わせください';

/**
 * A page of this app to return to (a path, never another origin): one leading '/', no '//' or '/\\', no
 * control characters or backslashes.
 */
const returnPathSchema = z
  .string()
  .max(2048)
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must be refused
  .regex(/^\/(?![/\\])[^\u0000-\u001f\u007f\\]*$/, { error: '戻り先のページの指定が正しくありません' });

const registerFields = profileFieldsSchema.extend({
  email: emailSchema,
  password: newPasswordSchema,
  recaptchaToken: botCheckTokenSchema,
});

/** The password may not be built from the e-mail or company typed in the same form. */
function checkPasswordContext(
  value: { email: string; companyName: string; password: string },
  ctx: z.RefinementCtx,
): void {
  if (isBuiltFromContext(value.password, value)) {
    ctx.addIssue({ code: 'custom', path: ['password'], message: PASSWORD_MESSAGES.fromContext });
  }
}

/**
 * POST /users/register. The server additionally refuses free-mail domains (400 `Unauthorized domain is
 * in use`) and passwords of its common-password list (422 on `password`).
 */
export const registerRequestSchema = registerFields
  // The consent to /terms and /privacy, by version (stored with the account; only the browser's form asks),
  // and the page the visitor wanted, carried in the mailed link (it may be opened in another browser).
  .extend({ agreedTermsVersion: agreedTermsVersionSchema, referrerUrl: returnPathSchema.optional() })
  .superRefine(checkPasswordContext);
export type RegisterRequest = z.input<typeof registerRequestSchema>;

/** The sign-up form: the request plus the confirmation field the spec's form has (never sent). */
export const registerFormSchema = registerFields
  .extend({ confirmPassword: z.string({ error: PASSWORD_MESSAGES.required }) })
  .superRefine(checkPasswordContext)
  .refine((value) => value.password === value.confirmPassword, {
    error: PASSWORD_MESSAGES.mismatch,
    path: ['confirmPassword'],
  });
export type RegisterForm = z.input<typeof registerFormSchema>;

/** POST /users/resend-registration and POST /auth/reset-password (reissue). */
export const emailRequestSchema = z.object({
  email: emailSchema,
  recaptchaToken: botCheckTokenSchema.optional(),
});
export type EmailRequest = z.input<typeof emailRequestSchema>;

/** POST /auth/login. */
export const loginRequestSchema = z.object({
  email: emailSchema,
  password: presentedPasswordSchema,
  /** The 6-digit TOTP code or a recovery code; required only when the account has a second factor. */
  otp: z.string().trim().max(32).optional(),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

/**
 * POST /auth/login, POST /auth/refresh-token and PATCH /users/change-password
 * (PATCH /users/complete-registration answers a message: the user then logs in). The refresh token also arrives as an HttpOnly cookie: the browser should
 * ignore this copy (API clients use it).
 */
export const sessionResponseSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  name: z.string(),
  typeCode: z.enum(TYPE_CODES),
  /** Seconds until the access token expires. */
  expiresIn: z.number().int(),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** POST /auth/refresh-token: the body is optional; the browser's HttpOnly cookie carries the token. */
export const refreshTokenRequestSchema = z
  .object({ refreshToken: z.string().min(1).max(512).optional() })
  // No body at all arrives as null.
  .nullish();
export type RefreshTokenRequest = z.input<typeof refreshTokenRequestSchema>;

/** PATCH /users/change-password. */
export const changePasswordRequestSchema = z
  .object({ currentPassword: presentedPasswordSchema, newPassword: newPasswordSchema })
  .refine((value) => value.currentPassword !== value.newPassword, {
    error: PASSWORD_MESSAGES.sameAsCurrent,
    path: ['newPassword'],
  });
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

/** PATCH /users/reset-password. */
export const resetPasswordRequestSchema = z.object({
  newPassword: newPasswordSchema,
  resetPasswordToken: z.string().min(1).max(512),
});
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;

/** POST /contact/. Works for visitors and signed-in users. */
export const contactRequestSchema = z.object({
  name: requiredLine('お名前', 100),
  email: emailSchema,
  companyName: optionalLine('会社名', 200),
  subject: requiredLine('件名', 200),
  message: z
    .string({ error: 'お問い合わせ内容を入力してください' })
    .trim()
    .min(1, { error: 'お問い合わせ内容を入力してください' })
    .max(5000, { error: 'お問い合わせ内容は5000文字以内で入力してください' }),
  recaptchaToken: botCheckTokenSchema,
});
export type ContactRequest = z.input<typeof contactRequestSchema>;

/** 200/201/202 answers that carry no data: a fixed English message (the UI shows its own Japanese text). */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** GET /bot-check/challenge: an ALTCHA v2 challenge for the widget (`challengeurl`). */
export const botCheckChallengeSchema = z.object({
  parameters: z.looseObject({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    expiresAt: z.number().optional(),
  }),
  signature: z.string().optional(),
});
export type BotCheckChallenge = z.infer<typeof botCheckChallengeSchema>;

/**
 * Further `detail` strings of the account calls (besides API_ERROR_DETAILS of the spec's catalogue), for the
 * browser to map to Japanese messages.
 */
export const ACCOUNT_ERROR_DETAILS = {
  /** 401 of POST /auth/login: unknown address, wrong password and a locked address all look like this. */
  incorrectCredentials: 'Incorrect email or password',
  /** 403 of POST /auth/login, only after the right password: the registration link was never opened. */
  emailNotConfirmed: 'Email not confirmed',
  /** 400 of PATCH /users/reset-password: unknown, used or expired reset token. */
  invalidResetToken: 'Invalid or expired reset token',
  /** 401 of any call with a missing, expired or revoked access or refresh token. */
  notAuthenticated: 'Not authenticated',
  /** 403 of a call that needs the standard plan. */
  standardPlanRequired: 'Standard plan required',
  /** 403 of an operator-console call by a user who is not an operator. */
  operatorRequired: 'Operator role required',
  /** 403 of an operator-console call from a session that did not prove the second factor. */
  secondFactorRequired: 'Two-factor authentication required',
  /** 401 of POST /auth/login after the right password, when the account has a second factor and no code came. */
  twoFactorCodeRequired: 'Two-factor code required',
  /** 401 of POST /auth/login: the code (TOTP or recovery) was wrong or already used. */
  twoFactorCodeInvalid: 'Invalid two-factor code',
  /** 403 of sign-in and every call of a user an operator has disabled. */
  accountDisabled: 'Account disabled',
} as const;
