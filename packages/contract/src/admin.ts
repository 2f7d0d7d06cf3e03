import { z } from 'zod';
import { TYPE_CODES } from './plans.js';

/* The operator console's calls under /v1/company/admin/... (issue 19, decision 0017). */

const page = z.coerce.number().int().min(1).max(10_000).default(1);
const pageSize = z.coerce.number().int().min(1).max(100).default(20);

export const adminUserListQuerySchema = z.object({
  /** Part of the e-mail, name or company name. */
  q: z.string().trim().max(200).default(''),
  page,
  pageSize,
});

export const adminUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  companyName: z.string(),
  typeCode: z.enum(TYPE_CODES),
  role: z.enum(['none', 'operator']),
  status: z.enum(['INACTIVE', 'ACTIVE']),
  disabled: z.boolean(),
  twoFactorEnabled: z.boolean(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserListSchema = z.object({
  items: z.array(adminUserSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminUserList = z.infer<typeof adminUserListSchema>;

export const adminUserDetailSchema = adminUserSchema.extend({
  department: z.string(),
  position: z.string(),
  phoneNumber: z.string(),
  activeSessions: z.number().int(),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

export const adminIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

export const adminPlanChangeSchema = z.object({
  typeCode: z.enum(TYPE_CODES, { error: 'プランを選んでください' }),
});
export const adminUserStatusSchema = z.object({ disabled: z.boolean() });

/** Audit event kinds of operator actions (the console lists them with everything else). */
export const AUDIT_KIND_LABELS: Record<string, string> = {
  'login.succeeded': 'ログイン',
  'login.failed': 'ログイン失敗',
  'login.locked': 'ログインの一時ロック',
  'refresh.reuse_detected': 'トークンの再利用を検知',
  logout: 'ログアウト',
  'registration.completed': '本登録の完了',
  'password.changed': 'パスワード変更',
  'password.reset': 'パスワード再設定',
  'plan.changed': 'プラン変更',
  'role.changed': '運営者権限の変更',
  'two_factor.enabled': '2段階認証の有効化',
  'two_factor.disabled': '2段階認証の無効化',
  'two_factor.recovery_codes': 'リカバリーコードの再発行',
  'two_factor.failed': '確認コードの誤り',
  'plan_request.created': 'プラン申請',
  'plan_request.decided': 'プラン申請の審査',
  'admin.user_disabled': 'アカウントの停止',
  'admin.user_enabled': 'アカウントの再開',
  'admin.sessions_revoked': 'セッションの失効',
  'admin.maintenance': 'メンテナンスモードの切り替え',
  'admin.contact_status': 'お問い合わせの対応状況',
  'admin.contact_replied': 'お問い合わせへの返信',
  'admin.import_started': 'データ取込の開始',
};

export const adminAuditQuerySchema = z.object({
  kind: z.string().trim().max(64).default(''),
  /** Part of the subject's or the operator's e-mail. */
  email: z.string().trim().max(254).default(''),
  page,
  pageSize,
});

export const adminAuditEventSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  createdAt: z.string(),
  ip: z.string().nullable(),
  /** The account the event is about. */
  user: z.object({ id: z.number().int(), email: z.string() }).nullable(),
  /** The operator who acted, for console actions. */
  operator: z.object({ id: z.number().int(), email: z.string() }).nullable(),
  data: z.record(z.string(), z.unknown()),
});
export type AdminAuditEvent = z.infer<typeof adminAuditEventSchema>;

export const adminAuditListSchema = z.object({
  items: z.array(adminAuditEventSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminAuditList = z.infer<typeof adminAuditListSchema>;

export const ADMIN_ERROR_DETAILS = {
  userNotFound: 'User not found',
  planRequestNotFound: 'Plan request not found',
  contactMessageNotFound: 'Contact message not found',
  /** 409: an operator cannot disable their own account or revoke the session they use. */
  notOnYourself: 'Not allowed on your own account',
} as const;

/** GET/PUT admin/maintenance: the maintenance flag of the public configuration. */
export const adminMaintenanceSchema = z.object({
  maintenanceMode: z.boolean(),
  /** `database`: set by an operator (console or CLI); `environment`: the MAINTENANCE_MODE default. */
  source: z.enum(['database', 'environment']),
});
export type AdminMaintenance = z.infer<typeof adminMaintenanceSchema>;
export const adminMaintenanceUpdateSchema = z.object({ maintenanceMode: z.boolean() });

/** The contact inbox: a message's handling status. */
export const CONTACT_STATUSES = ['new', 'in_progress', 'done'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];
export const CONTACT_STATUS_LABELS: Record<ContactStatus, string> = {
  new: '未対応',
  in_progress: '対応中',
  done: '対応済み',
};

export const adminContactMessageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  companyName: z.string(),
  subject: z.string(),
  message: z.string(),
  status: z.enum(CONTACT_STATUSES),
  userId: z.number().int().nullable(),
  createdAt: z.string(),
  repliedAt: z.string().nullable(),
});
export type AdminContactMessage = z.infer<typeof adminContactMessageSchema>;
export const adminContactListSchema = z.object({ items: z.array(adminContactMessageSchema) });
export const adminContactStatusSchema = z.object({
  status: z.enum(CONTACT_STATUSES, { error: '対応状況を選んでください' }),
});
export const adminContactReplySchema = z.object({
  body: z
    .string({ error: '返信の本文を入力してください' })
    .trim()
    .min(1, '返信の本文を入力してください')
    .max(5000, '返信は5,000文字以内で入力してください'),
});
export type AdminContactReply = z.input<typeof adminContactReplySchema>;
