import { z } from 'zod';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  ADMIN_ERROR_DETAILS,
  adminContactListSchema,
  adminContactMessageSchema,
  adminContactReplySchema,
  adminContactStatusSchema,
  adminIdParamsSchema,
  CONTACT_STATUSES,
  type AdminContactMessage,
  type ContactStatus,
} from '@app/contract/admin';
import { API_PATHS } from '@app/contract/api-paths';
import { createAuditLog } from '../../audit/audit-log.js';
import { systemClock, type AppOverrides } from '../../config/app-overrides.js';
import type { DbExecutor } from '../../db/schema.js';
import { notFound } from '../../http/http-errors.js';
import { ERROR_RESPONSES, NO_STORE } from '../../http/schemas.js';
import { enqueueMail } from '../../mail/mail-job.js';
import { ADMIN_SECURITY, ADMIN_TAGS, operatorOf } from './operator-of.js';

async function findMessage(db: DbExecutor, id: number): Promise<AdminContactMessage | undefined> {
  const row = await db.selectFrom('contact_messages').selectAll().where('id', '=', id).executeTakeFirst();
  return row && present(row);
}

function present(row: {
  id: number;
  name: string;
  email: string;
  company_name: string;
  subject: string;
  message: string;
  status: string;
  user_id: number | null;
  created_at: string;
  replied_at: string | null;
}): AdminContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    companyName: row.company_name,
    subject: row.subject,
    message: row.message,
    status: (CONTACT_STATUSES as readonly string[]).includes(row.status)
      ? (row.status as ContactStatus)
      : 'new',
    userId: row.user_id,
    createdAt: row.created_at,
    repliedAt: row.replied_at,
  };
}

/** The contact inbox: list by status, set the status, reply by mail (the reply marks it in progress). */
export const adminContactInboxRoutes: FastifyPluginCallbackZod<{ overrides?: AppOverrides }> = (
  app,
  { overrides = {} },
  done,
) => {
  const clock = overrides.clock ?? systemClock;
  const { db } = app.database;
  const audit = createAuditLog(db, clock);
  const load = async (id: number) => {
    const message = await findMessage(db, id);
    if (!message) throw notFound(ADMIN_ERROR_DETAILS.contactMessageNotFound);
    return message;
  };

  app.get(
    API_PATHS.adminContactMessages.template,
    {
      onRequest: app.requireOperator,
      schema: {
        tags: ADMIN_TAGS,
        summary: 'Contact messages, newest first (optionally one status)',
        security: ADMIN_SECURITY,
        querystring: z.object({ status: z.enum(CONTACT_STATUSES).optional() }),
        response: { 200: adminContactListSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      let query = db.selectFrom('contact_messages').selectAll().orderBy('id', 'desc').limit(200);
      if (request.query.status) query = query.where('status', '=', request.query.status);
      reply.header('cache-control', NO_STORE);
      return { items: (await query.execute()).map(present) };
    },
  );

  app.put(
    API_PATHS.adminContactStatus.template,
    {
      onRequest: app.requireOperator,
      schema: {
        tags: ADMIN_TAGS,
        summary: 'Set the handling status of a contact message',
        security: ADMIN_SECURITY,
        params: adminIdParamsSchema,
        body: adminContactStatusSchema,
        response: { 200: adminContactMessageSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const message = await load(request.params.id);
      const { status } = request.body;
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('contact_messages').set({ status }).where('id', '=', message.id).execute();
        await audit.record(
          {
            kind: 'admin.contact_status',
            userId: message.userId,
            ip: request.ip,
            operator: operatorOf(request),
            data: { messageId: message.id, from: message.status, to: status },
          },
          trx,
        );
      });
      return load(message.id);
    },
  );

  app.post(
    API_PATHS.adminContactReply.template,
    {
      onRequest: app.requireOperator,
      schema: {
        tags: ADMIN_TAGS,
        summary: 'Reply to the sender by mail (quoted original; the message becomes in progress)',
        security: ADMIN_SECURITY,
        params: adminIdParamsSchema,
        body: adminContactReplySchema,
        response: { 200: adminContactMessageSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const message = await load(request.params.id);
      const now = clock();
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('contact_messages')
          .set({
            replied_at: now.toISOString(),
            status: message.status === 'new' ? 'in_progress' : message.status,
          })
          .where('id', '=', message.id)
          .execute();
        await enqueueMail(
          app.jobs,
          {
            to: message.email,
            ...(app.config.operatorEmail ? { replyTo: app.config.operatorEmail } : {}),
            subject: `【素材特許ナビ】Re: ${message.subject}`,
            text: [
              `${message.name} 様`,
              '',
              request.body.body,
              '',
              `── ${new Date(message.createdAt).toLocaleString('ja-JP', { timeZone: 'Asia/Tokyo' })} にいただいたお問い合わせ ──`,
              ...message.message.split('\n').map((line) => `> ${line}`),
              // Not the usual footer: that one says replies are not read, but this mail's Reply-To is the operator.
              '',
              '──────────────────────',
              '素材特許ナビ 運営事務局',
              app.config.appBaseUrl,
            ].join('\n'),
          },
          trx,
        );
        await audit.record(
          {
            kind: 'admin.contact_replied',
            userId: message.userId,
            ip: request.ip,
            operator: operatorOf(request),
            data: { messageId: message.id, to: message.email },
          },
          trx,
        );
      });
      app.jobs.worker.wake();
      return load(message.id);
    },
  );
  done();
};
