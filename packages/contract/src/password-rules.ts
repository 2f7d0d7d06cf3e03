/**
 * Password rules of docs/spec/sessions-and-accounts.md, shared by the browser (form hints) and the server (enforcement):
 * 8–128 characters of any script, no composition rules, nothing truncated. Characters are counted as
 * Unicode code points, so 「ぱすわーど」 is 5 characters and an emoji is 1.
 *
 * Passwords are compared and hashed in NFKC form: a full-width 「ｐａｓｓ」 typed with the IME in the
 * wrong mode is the same password as "pass".
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** The length the strength hint recommends (a passphrase). */
const PASSWORD_RECOMMENDED_LENGTH = 15;
/**
 * The least zxcvbn score (0–4) a new password must reach (password-strength.ts). 2 = more than about
 * 10^6 guesses: refuses 'aaaaaaaa', 'abcdefgh', eight spaces, keyboard rows and dictionary words with a
 * digit, while any four-word phrase passes easily.
 */
export const PASSWORD_MIN_SCORE = 2;

export const PASSWORD_MESSAGES = {
  required: 'パスワードを入力してください',
  tooShort: `パスワードは${PASSWORD_MIN_LENGTH}文字以上で入力してください`,
  tooLong: `パスワードは${PASSWORD_MAX_LENGTH}文字以内で入力してください`,
  common: 'よく使われているパスワードのため使用できません。別のパスワードを入力してください',
  fromContext: 'メールアドレスや会社名をもとにしたパスワードは使用できません',
  weak: '推測されやすいパスワードのため使用できません。長めのフレーズにするなど、より推測されにくいパスワードを入力してください',
  mismatch: 'パスワードが一致しません',
  sameAsCurrent: '新しいパスワードには現在と異なるパスワードを入力してください',
} as const;

/** The form every check (length, common list, context) and the hash see. */
export function normalizePassword(password: string): string {
  return password.normalize('NFKC');
}

/** Words a password must not be built from: the service's own name, the e-mail's local part, the company. */
export interface PasswordContext {
  email?: string | null;
  companyName?: string | null;
}

const SERVICE_WORDS = ['sozainavi', 'sozai', '素材特許ナビ', '素材ナビ'];
/** Legal-form words that carry no secret: 「株式会社アクメ」 is built from "アクメ". */
const COMPANY_FORMS =
  /株式会社|有限会社|合同会社|合資会社|合名会社|\(株\)|（株）|㈱|\b(?:co|corp|corporation|inc|ltd|llc|kk|k\.k)\b\.?/giu;

const GENERIC_LABELS = new Set(['com', 'net', 'org', 'mail', 'email', 'www']);

/** Lower case, NFKC, and only letters/digits of any script: "Acme-Corp 2024!" → "acmecorp2024". */
function fold(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

export function contextWords({ email, companyName }: PasswordContext): string[] {
  const words = [...SERVICE_WORDS];
  const [local = '', domain = ''] = email?.split('@') ?? [];
  if (local) words.push(local, ...local.split(/[._+-]+/));
  // The company's own domain name ("acme-chem" of acme-chem.co.jp), not the generic labels around it.
  words.push(
    ...domain
      .split('.')
      .slice(0, -1)
      .filter((label) => label.length >= 3 && !GENERIC_LABELS.has(label)),
  );
  if (companyName) {
    words.push(companyName, companyName.replace(COMPANY_FORMS, ' '));
    words.push(...companyName.replace(COMPANY_FORMS, ' ').split(/\s+/));
  }
  // Three characters are enough for a kanji company name, and short enough words are everywhere.
  return [...new Set(words.map(fold))]
    .filter((word) => [...word].length >= 3)
    .sort((a, b) => b.length - a.length);
}

/**
 * True when the password is essentially the e-mail's local part, the company name or the service name
 * dressed up with digits and symbols ("tanaka2024!", "Acme-Corp-123"): what is left after removing those
 * words, digits and symbols is shorter than 4 characters. A long passphrase that merely contains such a
 * word ("informationsecurity" for info@) stays allowed.
 */
export function isBuiltFromContext(password: string, context: PasswordContext): boolean {
  // "Acme Corp 2024" is built from "Acme Corporation": the legal form adds no secret either.
  let rest = fold(password.normalize('NFKC').replace(COMPANY_FORMS, ' '));
  let matched = false;
  for (const word of contextWords(context)) {
    if (rest.includes(word)) {
      matched = true;
      rest = rest.split(word).join('');
    }
  }
  return matched && [...rest.replace(/\p{N}/gu, '')].length < 4;
}

export type PasswordStrengthScore = 0 | 1 | 2 | 3 | 4;

export interface PasswordStrength {
  /** 0 (very weak) … 4 (very strong). */
  score: PasswordStrengthScore;
  /** Japanese label for the meter. */
  label: string;
  /** Japanese hints for the user, most important first; empty when nothing to suggest. */
  hints: string[];
}

export const PASSWORD_STRENGTH_LABELS = ['とても弱い', '弱い', '普通', '強い', 'とても強い'] as const;

/** Rough guessing-entropy estimate in bits: size of the character pool times length, minus obvious patterns. */
function estimateBits(password: string): number {
  const chars = [...password];
  let pool = 0;
  if (/[a-z]/.test(password)) pool += 26;
  if (/[A-Z]/.test(password)) pool += 26;
  if (/[0-9]/.test(password)) pool += 10;
  if (/[^\p{L}\p{N}]/u.test(password)) pool += 33;
  // Kana and kanji: a large alphabet, though people draw words from a much smaller vocabulary.
  if (/[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u.test(password)) pool += 200;
  if (pool === 0) pool = 26;
  const distinct = new Set(chars).size;
  // Repeats and runs ("aaaa", "1234", "abcd") add almost nothing: count them as one character each.
  let effective = 0;
  for (let i = 0; i < chars.length; i++) {
    const code = chars[i]!.codePointAt(0)!;
    const previous = i > 0 ? chars[i - 1]!.codePointAt(0)! : NaN;
    effective += Math.abs(code - previous) <= 1 ? 0.25 : 1;
  }
  effective = Math.min(effective, distinct * 2);
  return effective * Math.log2(pool) * 0.7;
}

/**
 * The instant strength hint for the password field, shown until the dictionary check of
 * password-strength.ts has loaded (the browser loads it lazily). Length weighs most, and anything under the
 * recommended 15 characters gets the passphrase hint.
 */
export function estimatePasswordStrength(password: string, context: PasswordContext = {}): PasswordStrength {
  const normalized = normalizePassword(password);
  const length = [...normalized].length;
  const hints: string[] = [];
  if (length < PASSWORD_MIN_LENGTH) hints.push(PASSWORD_MESSAGES.tooShort);
  if (length > PASSWORD_MAX_LENGTH) hints.push(PASSWORD_MESSAGES.tooLong);
  const fromContext = isBuiltFromContext(normalized, context);
  if (fromContext) hints.push(PASSWORD_MESSAGES.fromContext);
  if (length < PASSWORD_RECOMMENDED_LENGTH) {
    hints.push(
      `${PASSWORD_RECOMMENDED_LENGTH}文字以上をおすすめします。複数の単語をつないだ覚えやすいフレーズが安全です`,
    );
  }

  const bits = estimateBits(normalized);
  let score: PasswordStrengthScore = bits < 28 ? 0 : bits < 40 ? 1 : bits < 56 ? 2 : bits < 72 ? 3 : 4;
  if (length < PASSWORD_MIN_LENGTH || fromContext) score = 0;
  else if (length < PASSWORD_RECOMMENDED_LENGTH && score > 2) score = 2;
  return { score, label: PASSWORD_STRENGTH_LABELS[score], hints };
}
