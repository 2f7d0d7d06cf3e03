import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/** The service name authenticator apps show next to the account. */
const TOTP_ISSUER = '素材特許ナビ';
const PERIOD = 30;

function totpOf(secretBase32: string, label = ''): TOTP {
  // RFC 6238 defaults every authenticator app understands: SHA-1, 6 digits, 30 s.
  return new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A new 160-bit secret in base32 (what an app's "enter the key" field takes). */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI and the same as a QR code (SVG data URL) for enrolment. */
export async function enrolmentOf(
  secretBase32: string,
  email: string,
): Promise<{ otpauthUri: string; qrCodeDataUrl: string }> {
  const otpauthUri = totpOf(secretBase32, email).toString();
  const svg = await QRCode.toString(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
  return { otpauthUri, qrCodeDataUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/**
 * The time step a 6-digit code belongs to, when it is valid now (±1 step for clock drift) and newer than
 * `lastUsedStep` (a code, once accepted, is never accepted again — RFC 6238 §5.2); otherwise null.
 */
export function acceptedStep(
  secretBase32: string,
  code: string,
  now: Date,
  lastUsedStep: number | null,
): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const timestamp = now.getTime();
  const delta = totpOf(secretBase32).validate({ token: code, timestamp, window: 1 });
  if (delta === null) return null;
  const step = Math.floor(timestamp / 1000 / PERIOD) + delta;
  return lastUsedStep !== null && step <= lastUsedStep ? null : step;
}
