import { ACCOUNT_ERROR_DETAILS } from '@app/contract/accounts';
import type { TypeCode } from '@app/contract/plans';
import type { UserStatus } from '../db/schema.js';

/** The signed-in user as routes see it (`request.user`), read from the database on every request. */
export interface AuthUser {
  id: number;
  email: string;
  name: string;
  typeCode: TypeCode;
  status: UserStatus;
}

/** Fixed details of the auth answers. 401 always looks the same, whatever was wrong with the token. */
export const AUTH_ERROR_DETAILS = {
  notAuthenticated: ACCOUNT_ERROR_DETAILS.notAuthenticated,
  standardPlanRequired: ACCOUNT_ERROR_DETAILS.standardPlanRequired,
} as const;
