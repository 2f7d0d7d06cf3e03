import { domainToASCII } from 'node:url';

/**
 * The stored and compared form of an address: lower-cased, domain in punycode ("Taro@例え.JP" →
 * "taro@xn--r8jz45g.jp"). Null when the domain is not a valid host name.
 */
export function normalizeEmail(email: string): string | null {
  const trimmed = email.trim();
  const at = trimmed.lastIndexOf('@');
  if (at <= 0) return null;
  const local = trimmed.slice(0, at).toLowerCase();
  const domain = domainToASCII(
    trimmed
      .slice(at + 1)
      .toLowerCase()
      .replace(/\.$/, ''),
  );
  if (!domain || !domain.includes('.')) return null;
  return `${local}@${domain}`;
}

export function domainOf(normalizedEmail: string): string {
  return normalizedEmail.slice(normalizedEmail.lastIndexOf('@') + 1);
}

/** "a.b.example.co.jp" → itself and every parent down to two labels, so a listed domain covers its subdomains. */
export function domainAndParents(domain: string): string[] {
  const labels = domain.split('.');
  const result: string[] = [];
  for (let i = 0; i <= labels.length - 2; i++) result.push(labels.slice(i).join('.'));
  return result;
}
