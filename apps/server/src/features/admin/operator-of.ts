import type { FastifyRequest } from 'fastify';
import { requireUser } from '../../auth/auth-plugin.js';

/** Who acts, for the audit event of a console action (routes are guarded by app.requireOperator). */
export function operatorOf(request: FastifyRequest): { id: number; email: string } {
  const user = requireUser(request);
  return { id: user.id, email: user.email };
}

export const ADMIN_SECURITY = [{ bearerAuth: [] }];
export const ADMIN_TAGS = ['admin'];
