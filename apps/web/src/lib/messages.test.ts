// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { MESSAGES, statusMessage } from './messages';

describe('messages', () => {
  test('success messages of docs/spec/error-catalogue.md exist', () => {
    expect(MESSAGES.profileUpdated).toBe('プロフィールを更新しました');
    expect(MESSAGES.passwordReset).toBe('パスワードを再設定しました');
    expect(MESSAGES.passwordChanged).toBe('パスワードを変更しました');
  });

  test('every common HTTP status has a Japanese status text', () => {
    for (const status of [400, 401, 403, 404, 409, 422, 429, 500, 502, 503, 504]) {
      expect(statusMessage(status)).toMatch(/[ぁ-んァ-ヶ一-龠]/);
    }
    expect(statusMessage(499)).toBeUndefined();
  });
});
