import { PLAN_REQUEST_STATUS_LABELS, type PlanRequestStatus } from '@app/contract/plan-requests';
import { mailFooter } from '../../mail/mail-footer.js';
import type { MailMessage } from '../../mail/mailer.js';
import type { NewPlanRequest } from './repository.js';

/** To OPERATOR_EMAIL: a new request, with a link to the console. Reply-To is the billing contact. */
export function operatorPlanRequestMail(
  operatorEmail: string,
  appBaseUrl: string,
  id: number,
  user: { email: string; name: string },
  form: NewPlanRequest,
): MailMessage {
  return {
    to: operatorEmail,
    replyTo: form.billingEmail,
    subject: `【素材特許ナビ】スタンダードプランのお申し込み（受付番号 ${id}）`,
    text: [
      'スタンダードプランのお申し込みがありました。管理画面で承認または却下してください。',
      `${appBaseUrl}/admin`,
      '',
      `会員：${user.name}（${user.email}）`,
      `会社名：${form.companyName}`,
      `利用人数：${form.seats}人`,
      `請求先のご担当者：${form.billingName}（${form.billingEmail}）`,
      '',
      '── ご要望 ──',
      form.message || '（なし）',
    ].join('\n'),
  };
}

/** To the user: the request was received, approved or rejected. */
export function planRequestStatusMail(
  to: string,
  name: string,
  appBaseUrl: string,
  status: PlanRequestStatus,
  note: string,
): MailMessage {
  const lines: Record<PlanRequestStatus, string[]> = {
    pending: [
      'スタンダードプランのお申し込みを受け付けました。',
      '運営担当者が内容を確認し、結果をメールでお知らせします。状況はマイページでもご確認いただけます。',
    ],
    approved: [
      'スタンダードプランのお申し込みを承認しました。',
      'ただいまからスタンダードプランのすべての機能をご利用いただけます。',
    ],
    rejected: [
      '誠に恐れ入りますが、スタンダードプランのお申し込みをお受けできませんでした。',
      'ご不明な点はお問い合わせフォームからご連絡ください。',
    ],
  };
  return {
    to,
    subject: `【素材特許ナビ】スタンダードプランのお申し込み：${PLAN_REQUEST_STATUS_LABELS[status]}`,
    text: [
      `${name} 様`,
      '',
      ...lines[status],
      ...(note ? ['', '── 運営担当者からのコメント ──', note] : []),
      '',
      `マイページ：${appBaseUrl}/mypage`,
      mailFooter(appBaseUrl),
    ].join('\n'),
  };
}
