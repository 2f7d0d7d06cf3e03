import type { Profile, SessionResponse } from '@app/contract/accounts';

/** A complete profile as GET users/me answers it. */
export const PROFILE: Profile = {
  name: '山田 太郎',
  email: 'yamada@example-corp.co.jp',
  companyName: '株式会社サンプル化学',
  department: '材料開発部',
  position: '主任研究員',
  phoneNumber: '03-1234-5678',
  postalCode: '100-0005',
  address: '東京都千代田区丸の内1-1-1',
  typeCode: 'free',
};

/** The body of a session answer (login, change-password). */
export const SESSION_RESPONSE: SessionResponse = {
  accessToken: 'access-token-new',
  refreshToken: 'refresh-token-must-not-be-stored',
  name: '山田 太郎',
  typeCode: 'free',
  expiresIn: 900,
};

/** The JSON body a mocked fetch received. */
export function sentBody(init: RequestInit | undefined): Record<string, unknown> {
  return JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as Record<string, unknown>;
}
