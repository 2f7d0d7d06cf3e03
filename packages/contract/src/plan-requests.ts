import { z } from 'zod';
import { TYPE_CODES } from './plans.js';

/*
 * Requests for the standard plan (issue 19): a free user asks from the upgrade modal or my page, an operator
 * approves or rejects in the console. One schema per form, used by the browser and the server.
 */

export const PLAN_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type PlanRequestStatus = (typeof PLAN_REQUEST_STATUSES)[number];

/** How each status reads on my page and in the console. */
export const PLAN_REQUEST_STATUS_LABELS: Record<PlanRequestStatus, string> = {
  pending: '申請中',
  approved: '承認',
  rejected: '却下',
};

const oneLine = (label: string, max: number) =>
  z
    .string({ error: `${label}を入力してください` })
    .trim()
    .min(1, `${label}を入力してください`)
    .max(max, `${label}は${max}文字以内で入力してください`)
    .refine((value) => !/[\r\n]/.test(value), `${label}に改行は使えません`);

export const planRequestFormSchema = z.object({
  companyName: oneLine('会社名', 100),
  seats: z.coerce
    .number({ error: '利用人数を数字で入力してください' })
    .int('利用人数は整数で入力してください')
    .min(1, '利用人数は1人以上で入力してください')
    .max(10_000, '利用人数は10,000人以下で入力してください'),
  billingName: oneLine('請求先のご担当者名', 100),
  billingEmail: z
    .string({ error: '請求先のメールアドレスを入力してください' })
    .trim()
    .min(1, '請求先のメールアドレスを入力してください')
    .max(254, 'メールアドレスが長すぎます')
    .pipe(z.email('メールアドレスの形式が正しくありません')),
  message: z.string().trim().max(2000, 'ご要望は2,000文字以内で入力してください').default(''),
});
export type PlanRequestForm = z.input<typeof planRequestFormSchema>;

export const planRequestSchema = z.object({
  id: z.number().int(),
  companyName: z.string(),
  seats: z.number().int(),
  billingName: z.string(),
  billingEmail: z.string(),
  message: z.string(),
  status: z.enum(PLAN_REQUEST_STATUSES),
  /** The operator's note to the user (shown with the decision). */
  decisionNote: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type PlanRequest = z.infer<typeof planRequestSchema>;

export const planRequestListSchema = z.object({ items: z.array(planRequestSchema) });

/** The console's view: the request with who asked. */
export const adminPlanRequestSchema = planRequestSchema.extend({
  user: z.object({ id: z.number().int(), email: z.string(), name: z.string(), typeCode: z.enum(TYPE_CODES) }),
});
export type AdminPlanRequest = z.infer<typeof adminPlanRequestSchema>;

export const planDecisionSchema = z.object({
  decision: z.enum(['approve', 'reject'], { error: '承認か却下かを選んでください' }),
  note: z.string().trim().max(1000, 'コメントは1,000文字以内で入力してください').default(''),
});
export type PlanDecision = z.input<typeof planDecisionSchema>;

export const PLAN_REQUEST_ERROR_DETAILS = {
  /** 409: the user already has the standard plan. */
  alreadyStandard: 'Already on the standard plan',
  /** 409: a request of the user is still pending. */
  alreadyPending: 'A plan request is already pending',
  /** 409 of a decision on a request that was decided already. */
  alreadyDecided: 'Plan request already decided',
} as const;
