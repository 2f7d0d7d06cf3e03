import { describe, expect, it } from 'vitest';
import { createAccountsTestApp } from '../test/accounts-test-app.js';
import { createMemoryLogger } from '../test/memory-logger.js';
import { redactUrl } from './log-serializers.js';

describe('request logging', () => {
  it('redacts token query parameters', () => {
    expect(redactUrl('/signup/confirm-register?token=abc&x=1')).toBe(
      '/signup/confirm-register?token=[Redacted]&x=1',
    );
    expect(redactUrl('/reset-password?a=1&token=abc#top')).toBe('/reset-password?a=1&token=[Redacted]#top');
    expect(redactUrl('/materials?q=token')).toBe('/materials?q=token');
  });

  it('never writes a mailed link’s token or a Bearer token into the log', async () => {
    const { logger, entries } = createMemoryLogger();
    const t = await createAccountsTestApp({ logger });
    try {
      await t.app.inject({ method: 'GET', url: '/signup/confirm-register?token=SECRET-LINK-TOKEN' });
      await t.app.inject({
        method: 'PATCH',
        url: '/v1/company/users/complete-registration',
        headers: { authorization: 'Bearer SECRET-BEARER' },
      });
      const written = JSON.stringify(entries);
      expect(written).toContain('/signup/confirm-register?token=[Redacted]');
      expect(written).not.toContain('SECRET-LINK-TOKEN');
      expect(written).not.toContain('SECRET-BEARER');
      expect(entries.find((entry) => entry.msg === 'incoming request')).toMatchObject({
        req: { method: 'GET', remoteAddress: '127.0.0.1' },
      });
    } finally {
      await t.close();
    }
  });
});
