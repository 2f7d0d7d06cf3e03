import type { MailMessage } from '../../mail/mailer.js';
import type { NewContactMessage } from './contact-repository.js';

/**
 * The operator's copy of a contact message. Reply-To is the sender, so the operator can answer directly.
 * Header injection is impossible by construction: the one-line fields were refused with 422 if they held
 * CR/LF, and nodemailer encodes every header value.
 */
export function operatorContactMail(
  operatorEmail: string,
  id: number,
  message: NewContactMessage,
): MailMessage {
  return {
    to: operatorEmail,
    replyTo: message.email,
    subject: `【素材特許ナビ】お問い合わせ：${message.subject}`,
    text: [
      `お問い合わせを受け付けました（受付番号 ${id}）。`,
      '',
      `お名前：${message.name}`,
      `メールアドレス：${message.email}`,
      `会社名：${message.companyName || '（未入力）'}`,
      `会員ID：${message.userId ?? '（未ログイン）'}`,
      `件名：${message.subject}`,
      '',
      '── お問い合わせ内容 ──',
      message.message,
    ].join('\n'),
  };
}
