import type { DbExecutor } from '../../db/schema.js';

export interface NewContactMessage {
  userId: number | null;
  name: string;
  email: string;
  companyName: string;
  subject: string;
  message: string;
  ip: string;
}

/** Contact-form messages. Every method takes an optional transaction to join. */
export function createContactRepository(db: DbExecutor) {
  return {
    async insert(message: NewContactMessage, now: Date, trx: DbExecutor = db): Promise<number> {
      const { id } = await trx
        .insertInto('contact_messages')
        .values({
          user_id: message.userId,
          name: message.name,
          email: message.email,
          company_name: message.companyName,
          subject: message.subject,
          message: message.message,
          ip: message.ip,
          created_at: now.toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },
  };
}
