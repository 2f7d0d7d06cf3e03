import { describe, expect, it } from 'vitest';
import { createMemoryLogger } from '../test/memory-logger.js';

describe('createLogger', () => {
  it('removes credentials from headers and bodies before writing', () => {
    const { logger, entries } = createMemoryLogger();
    logger.info(
      {
        req: { headers: { authorization: 'Bearer abc', cookie: 'sid=1', accept: 'application/json' } },
        res: { headers: { 'set-cookie': 'sid=2' } },
        body: { email: 'a@example.co.jp', password: 'pw', newPassword: 'pw2', refreshToken: 'rt' },
        token: 't',
      },
      'login',
    );
    const written = JSON.stringify(entries);
    for (const secret of ['Bearer abc', 'sid=1', 'sid=2', '"pw"', 'pw2', '"rt"', '"t"'])
      expect(written).not.toContain(secret);
    expect(written).toContain('a@example.co.jp');
    expect(written).toContain('application/json');
  });
});
