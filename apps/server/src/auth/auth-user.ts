import { ACCOUNT_ERROR_DETAILS } from '@app/contract/accounts';
import type { TypeCode } from '@app/contract/plans';
import type { UserStatus } from '../db/schema.js';
import type { UserRole } from '../features/accounts/users-repository.js';

/** The signed-in user as routes see it (`request.user`), read from the database on every request. */
export interface AuthUser {
  id: number;
  email: string;
  name: string;
  typeCode: TypeCode;
  status: UserStatus;
  /** 'operator' may use the console (with secondFactor); granted only by the CLI. */
  role: UserRole;
  /** This session proved the second factor (TOTP or recovery code). */
  secondFactor: boolean;
}

/** Fixed details of the auth answers. 401 always looks the same, whatever was wrong with the token. */
export const AUTH_ERROR_DETAILS = {
  notAuthenticated: ACCOUNT_ERROR_DETAILS.notAuthenticated,
  standardPlanRequired: ACCOUNT_ERROR_DETAILS.standardPlanRequired,
  operatorRequired: ACCOUNT_ERROR_DETAILS.operatorRequired,
  secondFactorRequired: ACCOUNT_ERROR_DETAILS.secondFactorRequired,
} as const;
