import { describe, expect, it } from 'vitest';
import { siteverify } from './recaptcha.js';

describe('siteverify', () => {
  it('posts secret, token and IP, and trusts only success: true', async () => {
    const calls: { url: string; body: string }[] = [];
    const fakeFetch = (answer: unknown, status = 200) =>
      ((url: string, init: RequestInit) => {
        calls.push({ url, body: (init.body as URLSearchParams).toString() });
        return Promise.resolve(new Response(JSON.stringify(answer), { status }));
      }) as unknown as typeof fetch;
    expect(await siteverify('s3cret', fakeFetch({ success: true }))('tok', '192.0.2.1')).toBe(true);
    expect(calls[0]).toEqual({
      url: 'https://www.google.com/recaptcha/api/siteverify',
      body: 'secret=s3cret&response=tok&remoteip=192.0.2.1',
    });
    expect(await siteverify('s3cret', fakeFetch({ success: false }))('tok', 'ip')).toBe(false);
    expect(await siteverify('s3cret', fakeFetch({ success: 'true' }))('tok', 'ip')).toBe(false);
    expect(await siteverify('s3cret', fakeFetch({ success: true }, 500))('tok', 'ip')).toBe(false);
    const offline = (() => Promise.reject(new Error('ENOTFOUND'))) as unknown as typeof fetch;
    expect(await siteverify('s3cret', offline)('tok', 'ip')).toBe(false);
  });
});
