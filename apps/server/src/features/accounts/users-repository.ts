import type { Profile } from '@app/contract/accounts';
import { isTypeCode, type TypeCode } from '@app/contract/plans';
import type { Selectable } from 'kysely';
import type { DbExecutor, UsersTable } from '../../db/schema.js';

export type UserRow = Selectable<UsersTable>;

/** The profile fields a user may write (docs/spec/sessions-and-accounts.md without e-mail and typeCode). */
export interface ProfileFields {
  name: string;
  companyName: string;
  department: string;
  position: string;
  phoneNumber: string;
  postalCode: string;
  address: string;
}

const columnsOf = (fields: ProfileFields) => ({
  name: fields.name,
  company_name: fields.companyName,
  department: fields.department,
  position: fields.position,
  phone_number: fields.phoneNumber,
  postal_code: fields.postalCode,
  address: fields.address,
});

/** What GET /users/me shows: the presenter that decides which columns leave the server. */
export function toProfile(user: UserRow): Profile {
  return {
    name: user.name,
    email: user.email,
    companyName: user.company_name,
    department: user.department,
    position: user.position,
    phoneNumber: user.phone_number,
    postalCode: user.postal_code,
    address: user.address,
    typeCode: typeCodeOf(user),
  };
}

export const USER_ROLES = ['operator', 'none'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export function roleOf(user: Pick<UserRow, 'role'>): UserRole {
  return user.role === 'operator' ? 'operator' : 'none';
}

export function typeCodeOf(user: Pick<UserRow, 'type_code'>): TypeCode {
  return isTypeCode(user.type_code) ? user.type_code : 'free';
}

/** Users. Every method takes an optional transaction to join. */
export function createUsersRepository(db: DbExecutor) {
  return {
    async findByEmail(email: string, trx: DbExecutor = db): Promise<UserRow | undefined> {
      return trx.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
    },

    async findById(id: number, trx: DbExecutor = db): Promise<UserRow | undefined> {
      return trx.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** A new INACTIVE free user; undefined when the address was taken meanwhile (concurrent sign-up). */
    async insertInactive(
      email: string,
      passwordHash: string,
      fields: ProfileFields,
      now: Date,
      trx: DbExecutor = db,
    ): Promise<number | undefined> {
      const iso = now.toISOString();
      const row = await trx
        .insertInto('users')
        .values({
          email,
          password_hash: passwordHash,
          ...columnsOf(fields),
          type_code: 'free',
          status: 'INACTIVE',
          password_changed_at: iso,
          created_at: iso,
          updated_at: iso,
        })
        .onConflict((conflict) => conflict.column('email').doNothing())
        .returning('id')
        .executeTakeFirst();
      return row?.id;
    },

    /** A repeated sign-up of a not yet confirmed address: the latest form wins (only its link will work). */
    async replaceInactive(
      id: number,
      passwordHash: string,
      fields: ProfileFields,
      now: Date,
      trx: DbExecutor = db,
    ) {
      await trx
        .updateTable('users')
        .set({
          password_hash: passwordHash,
          ...columnsOf(fields),
          password_changed_at: now.toISOString(),
          updated_at: now.toISOString(),
        })
        .where('id', '=', id)
        .where('status', '=', 'INACTIVE')
        .execute();
    },

    /** INACTIVE → ACTIVE; false when the user was not INACTIVE (already completed). */
    async activate(id: number, now: Date, trx: DbExecutor = db): Promise<boolean> {
      const result = await trx
        .updateTable('users')
        .set({ status: 'ACTIVE', updated_at: now.toISOString() })
        .where('id', '=', id)
        .where('status', '=', 'INACTIVE')
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async updateProfile(id: number, fields: ProfileFields, now: Date, trx: DbExecutor = db): Promise<void> {
      await trx
        .updateTable('users')
        .set({ ...columnsOf(fields), updated_at: now.toISOString() })
        .where('id', '=', id)
        .execute();
    },

    async setPasswordHash(id: number, passwordHash: string, now: Date, trx: DbExecutor = db): Promise<void> {
      await trx
        .updateTable('users')
        .set({
          password_hash: passwordHash,
          password_changed_at: now.toISOString(),
          updated_at: now.toISOString(),
        })
        .where('id', '=', id)
        .execute();
    },

    /** A re-hash with today's parameters keeps password_changed_at: the password itself did not change. */
    async upgradePasswordHash(id: number, passwordHash: string, trx: DbExecutor = db): Promise<void> {
      await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', id).execute();
    },

    async recordLogin(id: number, now: Date, trx: DbExecutor = db): Promise<void> {
      await trx.updateTable('users').set({ last_login_at: now.toISOString() }).where('id', '=', id).execute();
    },

    async setRole(id: number, role: UserRole, now: Date, trx: DbExecutor = db): Promise<void> {
      await trx
        .updateTable('users')
        .set({ role, updated_at: now.toISOString() })
        .where('id', '=', id)
        .execute();
    },

    async setTypeCode(id: number, typeCode: TypeCode, now: Date, trx: DbExecutor = db): Promise<void> {
      await trx
        .updateTable('users')
        .set({ type_code: typeCode, updated_at: now.toISOString() })
        .where('id', '=', id)
        .execute();
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
