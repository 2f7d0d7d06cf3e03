import { z } from 'zod';

/*
 * The second factor (TOTP, RFC 6238) and recovery codes, offered to every user on my page and required of
 * operators (issue 19, decision 0017). One schema per request, used by the form and the server.
 */

const REQUIRED_CODE = '確認コードを入力してください';

/** A 6-digit code from the authenticator app (spaces typed by hand are ignored). */
const totpCodeSchema = z
  .string({ error: REQUIRED_CODE })
  .transform((value) => value.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, '認証アプリに表示されている6桁の数字を入力してください'));

/** GET users/me/security: the account's role and second factor, and whether this session proved it. */
export const securityStatusSchema = z.object({
  role: z.enum(['none', 'operator']),
  twoFactorEnabled: z.boolean(),
  recoveryCodesLeft: z.number().int(),
  sessionSecondFactor: z.boolean(),
});
export type SecurityStatus = z.infer<typeof securityStatusSchema>;

/** POST users/me/two-factor/setup: a new pending secret to scan or type into the app. */
export const twoFactorSetupSchema = z.object({
  secret: z.string(),
  otpauthUri: z.string(),
  qrCodeDataUrl: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

/** POST users/me/two-factor/enable and …/recovery-codes: a current code. */
export const twoFactorCodeRequestSchema = z.object({ code: totpCodeSchema });
export type TwoFactorCodeRequest = z.input<typeof twoFactorCodeRequestSchema>;

/** Recovery codes, shown once after enabling or regenerating. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** POST users/me/two-factor/disable: the password and a current code (or a recovery code). */
export const disableTwoFactorRequestSchema = z.object({
  password: z
    .string({ error: 'パスワードを入力してください' })
    .min(1, 'パスワードを入力してください')
    .max(1024),
  code: z.string({ error: REQUIRED_CODE }).trim().min(1, REQUIRED_CODE).max(32, '確認コードが長すぎます'),
});
export type DisableTwoFactorRequest = z.input<typeof disableTwoFactorRequestSchema>;

export const TWO_FACTOR_ERROR_DETAILS = {
  /** 409 of setup while a factor is enabled: disable it first. */
  alreadyEnabled: 'Two-factor authentication already enabled',
  /** 409 of enable without a pending setup, or of recovery codes / disable without a factor. */
  notEnabled: 'Two-factor authentication not set up',
  /** 400: the code did not match (or was already used). */
  invalidCode: 'Invalid two-factor code',
  /** 400 of disable: the password was wrong. */
  wrongPassword: 'Password is incorrect',
} as const;
