import { describe, expect, it } from 'vitest';
import {
  changePasswordRequestSchema,
  contactRequestSchema,
  loginRequestSchema,
  profileUpdateSchema,
  registerFormSchema,
  registerRequestSchema,
} from './accounts.js';
import { TERMS_VERSION } from './legal.js';

const registration = {
  email: 'taro@acme-chem.co.jp',
  password: '樹脂の引張強度は60MPa以上',
  name: '山田 太郎',
  companyName: '株式会社アクメ化学',
  recaptchaToken: 'token',
  agreedTermsVersion: TERMS_VERSION,
};

const messagesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('account schemas (used by the forms and the server alike)', () => {
  it('accepts a complete sign-up and fills optional fields with empty strings', () => {
    const parsed = registerRequestSchema.parse(registration);
    expect(parsed).toMatchObject({
      department: '',
      position: '',
      phoneNumber: '',
      postalCode: '',
      address: '',
    });
  });

  it('explains every problem in Japanese', () => {
    const result = registerRequestSchema.safeParse({
      ...registration,
      email: 'taro@',
      password: 'short',
      name: '  ',
    });
    expect(messagesOf(result)).toEqual({
      email: 'メールアドレスの形式が正しくありません',
      password: 'パスワードは8文字以上で入力してください',
      name: '氏名を入力してください',
    });
    expect(
      messagesOf(registerRequestSchema.safeParse({ ...registration, password: 'あ'.repeat(129) })),
    ).toEqual({
      password: 'パスワードは128文字以内で入力してください',
    });
  });

  it('counts characters, not UTF-16 units, and allows any script', () => {
    expect(registerRequestSchema.safeParse({ ...registration, password: '🔒🔒🔒🔒🔒🔒🔒' }).success).toBe(
      false,
    );
    expect(registerRequestSchema.safeParse({ ...registration, password: '🔒🔒🔒🔒🔒🔒🔒🔒' }).success).toBe(
      true,
    );
    expect(registerRequestSchema.safeParse({ ...registration, password: 'あいうえおかきく' }).success).toBe(
      true,
    );
  });

  it('refuses a password built from the e-mail or the company name', () => {
    for (const password of ['Taro2024!!', 'acme-chem 2024', 'アクメ化学12345']) {
      const result = registerRequestSchema.safeParse({
        ...registration,
        email: 'taro.yamada@acme-chem.co.jp',
        companyName: 'アクメ化学',
        password,
      });
      expect(messagesOf(result), password).toEqual({
        password: 'メールアドレスや会社名をもとにしたパスワードは使用できません',
      });
    }
    // Merely containing a short word of it is fine in a long passphrase.
    expect(
      registerRequestSchema.safeParse({
        ...registration,
        email: 'info@acme-chem.co.jp',
        password: 'information security first',
      }).success,
    ).toBe(true);
  });

  it('checks the confirmation field in the form only', () => {
    const form = { ...registration, confirmPassword: 'different' };
    expect(messagesOf(registerFormSchema.safeParse(form))).toEqual({
      confirmPassword: 'パスワードが一致しません',
    });
    expect(registerFormSchema.safeParse({ ...form, confirmPassword: registration.password }).success).toBe(
      true,
    );
  });

  it('drops typeCode from a profile update', () => {
    const parsed = profileUpdateSchema.parse({ name: 'a', companyName: 'b', typeCode: 'standard' });
    expect(parsed).not.toHaveProperty('typeCode');
  });

  it('refuses line breaks in one-line contact fields but not in the message', () => {
    const contact = {
      name: 'a',
      email: 'a@b.co.jp',
      subject: 's',
      message: 'line 1\nline 2',
      recaptchaToken: 't',
    };
    expect(contactRequestSchema.safeParse(contact).success).toBe(true);
    expect(messagesOf(contactRequestSchema.safeParse({ ...contact, subject: 's\r\nBcc: x@y.z' }))).toEqual({
      subject: '改行や制御文字は入力できません',
    });
  });

  it('does not judge an existing password by the new-password rules at sign-in, and wants a different new one', () => {
    expect(loginRequestSchema.safeParse({ email: 'a@b.co.jp', password: 'old' }).success).toBe(true);
    expect(
      messagesOf(
        changePasswordRequestSchema.safeParse({
          currentPassword: 'same password',
          newPassword: 'same password',
        }),
      ),
    ).toEqual({
      newPassword: '新しいパスワードには現在と異なるパスワードを入力してください',
    });
  });
});
