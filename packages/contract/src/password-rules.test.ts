import { describe, expect, it } from 'vitest';
import { estimatePasswordStrength, isBuiltFromContext } from './password-rules.js';

describe('estimatePasswordStrength', () => {
  it('rates length above all and recommends 15+ characters', () => {
    const weak = estimatePasswordStrength('aaaaaaaa');
    expect(weak.score).toBeLessThanOrEqual(1);
    expect(weak.hints.join()).toContain('15文字以上');
    const medium = estimatePasswordStrength('Tr0ub4dor&3');
    expect(medium.score).toBeLessThanOrEqual(2);
    const strong = estimatePasswordStrength('correct horse battery staple');
    expect(strong.score).toBe(4);
    expect(strong.label).toBe('とても強い');
    expect(strong.hints).toEqual([]);
    expect(estimatePasswordStrength('樹脂の引張強度は六十メガパスカル以上').score).toBeGreaterThanOrEqual(3);
    expect(estimatePasswordStrength('short').hints[0]).toBe('パスワードは8文字以上で入力してください');
  });

  it('scores a password built from the e-mail or company as very weak', () => {
    const result = estimatePasswordStrength('yamada.taro.2024.!!', { email: 'yamada.taro@acme.co.jp' });
    expect(result.score).toBe(0);
    expect(result.hints).toContain('メールアドレスや会社名をもとにしたパスワードは使用できません');
  });
});

describe('isBuiltFromContext', () => {
  it('catches the service name and company legal forms', () => {
    expect(isBuiltFromContext('SozaiNavi2025!', {})).toBe(true);
    expect(isBuiltFromContext('株式会社アクメ2025', { companyName: '株式会社アクメ' })).toBe(true);
    expect(isBuiltFromContext('Acme Corp 1234', { companyName: 'ACME Corporation' })).toBe(true);
    expect(
      isBuiltFromContext('a completely unrelated phrase', { email: 'taro@acme.co.jp', companyName: 'Acme' }),
    ).toBe(false);
  });
});
