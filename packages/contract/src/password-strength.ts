import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as japaneseDictionary, translations } from '@zxcvbn-ts/language-ja';
import {
  contextWords,
  estimatePasswordStrength,
  normalizePassword,
  PASSWORD_MESSAGES,
  PASSWORD_MIN_SCORE,
  PASSWORD_STRENGTH_LABELS,
  type PasswordContext,
  type PasswordStrength,
  type PasswordStrengthScore,
} from './password-rules.js';

/*
 * The dictionary half of the password rules: zxcvbn-ts (Dropbox's zxcvbn estimator) with its common
 * dictionaries (common passwords, English words and names, keyboard layouts) and its Japanese ones
 * (Japanese words and names in romaji, Japanese feedback). The server enforces PASSWORD_MIN_SCORE with it;
 * the browser imports this module lazily for the strength meter (a 332 KB gzip chunk of dictionaries, kept out of
 * the first chunk). A breached-password check (Have I Been Pwned) needs the network and is not done: the
 * service runs offline, so the common-password dictionaries stand in for it.
 */

let factory: ZxcvbnFactory | undefined;

function zxcvbn(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({
    dictionary: { ...commonDictionary, ...japaneseDictionary },
    graphs: adjacencyGraphs,
    translations,
  });
  return factory;
}

export interface CheckedPasswordStrength extends PasswordStrength {
  /** The score reaches PASSWORD_MIN_SCORE (the server refuses the rest). */
  acceptable: boolean;
}

/** zxcvbn looks at the first 256 characters at most; the rest of a 128-character passphrase adds nothing. */
const CHECKED_LENGTH = 100;

/** The meter's answer and the server's rule, from one estimate. */
export function checkPasswordStrength(
  password: string,
  context: PasswordContext = {},
): CheckedPasswordStrength {
  const normalized = normalizePassword(password);
  const quick = estimatePasswordStrength(normalized, context);
  const result = zxcvbn().check([...normalized].slice(0, CHECKED_LENGTH).join(''), contextWords(context));
  const score = Math.min(result.score, quick.score === 0 ? 0 : 4) as PasswordStrengthScore;
  const acceptable = result.score >= PASSWORD_MIN_SCORE;
  const hints = [
    ...(acceptable ? [] : [PASSWORD_MESSAGES.weak]),
    ...(result.feedback.warning ? [result.feedback.warning] : []),
    ...quick.hints,
    ...result.feedback.suggestions,
  ];
  return { score, label: PASSWORD_STRENGTH_LABELS[score], hints: [...new Set(hints)], acceptable };
}
