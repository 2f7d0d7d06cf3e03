import { describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES } from './password-rules.js';
import { checkPasswordStrength } from './password-strength.js';

describe('checkPasswordStrength (zxcvbn with the common and Japanese dictionaries)', () => {
  it.each([
    'aaaaaaaa',
    'abcdefgh',
    '        ',
    'password1',
    'qwertyuiop',
    'iloveyou1',
    'P@ssw0rd!',
    'tanaka2024',
  ])('refuses %j as too guessable, with the Japanese reason', (password) => {
    const strength = checkPasswordStrength(password);
    expect(strength.acceptable).toBe(false);
    expect(strength.score).toBeLessThan(2);
    expect(strength.hints[0]).toBe(PASSWORD_MESSAGES.weak);
  });

  it.each(['correct horse battery staple', 'ひまわり畑で会いましょう2025', 'secure passphrase 2025'])(
    'accepts the passphrase %j',
    (password) => {
      expect(checkPasswordStrength(password).acceptable).toBe(true);
    },
  );

  it('counts the e-mail and company as guessable words', () => {
    const context = { email: 'kuroshio.umi@acme-chem.co.jp', companyName: '株式会社アクメ化学' };
    expect(checkPasswordStrength('kuroshioumi77', context).acceptable).toBe(false);
  });

  it('answers in Japanese', () => {
    expect(checkPasswordStrength('aaaaaaaa').hints.join()).toMatch(/[ぁ-ん]/);
  });
});
