import type { MailMessage } from '../../mail/mailer.js';
import { mailFooter } from '../../mail/mail-footer.js';

/*
 * Japanese texts of the account mails. Links open pages of the web app, which send the token with a
 * PATCH: a company mail scanner that GETs every link cannot use it up (docs/spec/sessions-and-accounts.md).
 */

interface Recipient {
  email: string;
  name: string;
}

const IGNORE_IF_NOT_YOU = '※このメールにお心当たりのない場合は、お手数ですが破棄してください。';

export function registrationLinkMail(
  to: Recipient,
  token: string,
  appBaseUrl: string,
  referrerUrl?: string,
): MailMessage {
  const query = new URLSearchParams({ token });
  // The page the visitor wanted: the link may be opened in another browser, without this one's storage.
  if (referrerUrl) query.set('referrerUrl', referrerUrl);
  const link = `${appBaseUrl}/signup/confirm-register?${query.toString()}`;
  return {
    to: to.email,
    subject: '【素材特許ナビ】会員登録のご案内',
    text: [
      `${to.name} 様`,
      '',
      '素材特許ナビにお申し込みいただき、ありがとうございます。',
      '以下のURLを開き、会員登録を完了してください。',
      '',
      link,
      '',
      '※URLの有効期限は24時間です。期限が切れた場合は、お手数ですが再度お申し込みください。',
      '※以前にお送りしたURLは無効になります。最新のメールのURLをご利用ください。',
      IGNORE_IF_NOT_YOU,
      mailFooter(appBaseUrl),
    ].join('\n'),
  };
}

export function passwordResetLinkMail(to: Recipient, token: string, appBaseUrl: string): MailMessage {
  const link = `${appBaseUrl}/reset-password?token=${encodeURIComponent(token)}`;
  return {
    to: to.email,
    subject: '【素材特許ナビ】パスワード再設定のご案内',
    text: [
      `${to.name} 様`,
      '',
      'パスワード再設定のお申し込みを受け付けました。',
      '以下のURLを開き、新しいパスワードを設定してください。',
      '',
      link,
      '',
      '※URLの有効期限は1時間です。一度ご利用いただくと無効になります。',
      '※パスワードを再設定すると、すべての端末でログアウトされます。',
      `${IGNORE_IF_NOT_YOU}パスワードは変更されません。`,
      mailFooter(appBaseUrl),
    ].join('\n'),
  };
}

function passwordNotice(to: Recipient, subject: string, what: string, appBaseUrl: string): MailMessage {
  return {
    to: to.email,
    subject,
    text: [
      `${to.name} 様`,
      '',
      `素材特許ナビのパスワードが${what}されました。`,
      '安全のため、ほかの端末ではログアウトしています。',
      '',
      '※この操作にお心当たりのない場合は、第三者がアカウントを利用している可能性があります。',
      `  至急、以下のページからパスワードを再設定し、運営までご連絡ください。`,
      `  ${appBaseUrl}/reissue-password`,
      mailFooter(appBaseUrl),
    ].join('\n'),
  };
}

export const passwordChangedMail = (to: Recipient, appBaseUrl: string) =>
  passwordNotice(to, '【素材特許ナビ】パスワード変更のお知らせ', '変更', appBaseUrl);

export const passwordResetDoneMail = (to: Recipient, appBaseUrl: string) =>
  passwordNotice(to, '【素材特許ナビ】パスワード再設定完了のお知らせ', '再設定', appBaseUrl);
