import { describe, expect, it } from 'vitest';
import { domainAndParents, normalizeEmail } from './email-address.js';
import { isFreeMailDomain } from './email-domain-policy.js';

describe('normalizeEmail', () => {
  it('lower-cases and converts the domain to punycode', () => {
    expect(normalizeEmail(' Taro.Yamada@ACME-Chem.co.jp ')).toBe('taro.yamada@acme-chem.co.jp');
    expect(normalizeEmail('taro@例え.JP')).toBe('taro@xn--r8jz45g.jp');
    expect(normalizeEmail('taro@example.co.jp.')).toBe('taro@example.co.jp');
    expect(normalizeEmail('no-at-sign')).toBeNull();
    expect(normalizeEmail('taro@localhost')).toBeNull();
  });

  it('lists a domain and its parents down to two labels', () => {
    expect(domainAndParents('a.b.example.co.jp')).toEqual([
      'a.b.example.co.jp',
      'b.example.co.jp',
      'example.co.jp',
      'co.jp',
    ]);
  });
});

describe('free-mail list', () => {
  it('holds the Japanese carriers and webmail of docs/spec/sessions-and-accounts.md and matches subdomains', () => {
    for (const domain of [
      'gmail.com',
      'yahoo.co.jp',
      'docomo.ne.jp',
      'ezweb.ne.jp',
      'au.com',
      'softbank.ne.jp',
      'i.softbank.jp',
      'ymobile.ne.jp',
      'icloud.com',
      'outlook.jp',
      'hotmail.co.jp',
      'nifty.com',
      'biglobe.ne.jp',
      'ocn.ne.jp',
      'so-net.ne.jp',
      'abc.so-net.ne.jp',
    ]) {
      expect(isFreeMailDomain(domain), domain).toBe(true);
    }
    for (const domain of ['acme-chem.co.jp', 'toray.co.jp', 'example.com', 'co.jp']) {
      expect(isFreeMailDomain(domain), domain).toBe(false);
    }
  });
});
