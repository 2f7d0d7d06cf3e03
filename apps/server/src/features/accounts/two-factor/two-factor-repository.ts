import type { DbExecutor } from '../../../db/schema.js';
import { acceptedStep, newTotpSecret } from './totp.js';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes.js';

export interface TwoFactorStatus {
  enabled: boolean;
  recoveryCodesLeft: number;
}

/** TOTP credentials and recovery codes (migration 0021). Methods take an optional transaction. */
export function createTwoFactorRepository(db: DbExecutor) {
  async function credentialOf(userId: number, trx: DbExecutor) {
    return trx
      .selectFrom('two_factor_credentials')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  async function replaceRecoveryCodes(userId: number, trx: DbExecutor): Promise<string[]> {
    const codes = newRecoveryCodes();
    await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
    await trx
      .insertInto('recovery_codes')
      .values(codes.map((code) => ({ user_id: userId, code_hash: hashRecoveryCode(code), used_at: null })))
      .execute();
    return codes;
  }

  return {
    async status(userId: number, trx: DbExecutor = db): Promise<TwoFactorStatus> {
      const credential = await credentialOf(userId, trx);
      const enabled = Boolean(credential?.enabled_at);
      if (!enabled) return { enabled, recoveryCodesLeft: 0 };
      const row = await trx
        .selectFrom('recovery_codes')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .executeTakeFirstOrThrow();
      return { enabled, recoveryCodesLeft: Number(row.n) };
    },

    async isEnabled(userId: number, trx: DbExecutor = db): Promise<boolean> {
      return Boolean((await credentialOf(userId, trx))?.enabled_at);
    },

    /** Starts (or restarts) enrolment with a new secret; refused while a factor is enabled. */
    async beginEnrolment(userId: number, now: Date, trx: DbExecutor = db): Promise<string | null> {
      const existing = await credentialOf(userId, trx);
      if (existing?.enabled_at) return null;
      const secret = newTotpSecret();
      await trx.deleteFrom('two_factor_credentials').where('user_id', '=', userId).execute();
      await trx
        .insertInto('two_factor_credentials')
        .values({
          user_id: userId,
          secret,
          enabled_at: null,
          last_used_step: null,
          created_at: now.toISOString(),
        })
        .execute();
      return secret;
    },

    /** Completes enrolment when `code` matches the pending secret; returns the new recovery codes. */
    async confirmEnrolment(
      userId: number,
      code: string,
      now: Date,
      trx: DbExecutor = db,
    ): Promise<string[] | null> {
      const credential = await credentialOf(userId, trx);
      if (!credential || credential.enabled_at) return null;
      const step = acceptedStep(credential.secret, code, now, null);
      if (step === null) return null;
      await trx
        .updateTable('two_factor_credentials')
        .set({ enabled_at: now.toISOString(), last_used_step: step })
        .where('user_id', '=', userId)
        .execute();
      return replaceRecoveryCodes(userId, trx);
    },

    /**
     * Checks a sign-in code: a TOTP code (each accepted once) or an unused recovery code (then used up).
     * true when it was accepted.
     */
    async verifyCode(userId: number, code: string, now: Date, trx: DbExecutor = db): Promise<boolean> {
      const credential = await credentialOf(userId, trx);
      if (!credential?.enabled_at) return false;
      const trimmed = code.trim();
      const step = acceptedStep(credential.secret, trimmed, now, credential.last_used_step);
      if (step !== null) {
        // The condition makes two requests with the same code race safely: only one update wins.
        const updated = await trx
          .updateTable('two_factor_credentials')
          .set({ last_used_step: step })
          .where('user_id', '=', userId)
          .where((eb) => eb.or([eb('last_used_step', 'is', null), eb('last_used_step', '<', step)]))
          .executeTakeFirst();
        return updated.numUpdatedRows > 0n;
      }
      const used = await trx
        .updateTable('recovery_codes')
        .set({ used_at: now.toISOString() })
        .where('user_id', '=', userId)
        .where('code_hash', '=', hashRecoveryCode(trimmed))
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return used.numUpdatedRows > 0n;
    },

    regenerateRecoveryCodes: (userId: number, trx: DbExecutor = db) => replaceRecoveryCodes(userId, trx),

    async disable(userId: number, trx: DbExecutor = db): Promise<void> {
      await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
      await trx.deleteFrom('two_factor_credentials').where('user_id', '=', userId).execute();
    },
  };
}

export type TwoFactorRepository = ReturnType<typeof createTwoFactorRepository>;
