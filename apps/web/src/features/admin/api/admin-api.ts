import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  adminAuditListSchema,
  adminContactListSchema,
  adminContactMessageSchema,
  adminMaintenanceSchema,
  adminUserDetailSchema,
  adminUserListSchema,
  type AdminUserDetail,
  type ContactStatus,
} from '@app/contract/admin';
import { API_PATHS } from '@app/contract/api-paths';
import {
  adminPlanRequestSchema,
  planRequestSchema,
  type PlanDecision,
  type PlanRequestStatus,
} from '@app/contract/plan-requests';
import type { TypeCode } from '@app/contract/plans';
import { apiRequest } from '../../../lib/api-client';

/** The console's calls (/v1/company/admin/...). Every write refreshes the lists it changes. */
const ADMIN_KEY = ['admin'] as const;

function adminUsersQueryOptions(q: string, page: number) {
  return queryOptions({
    queryKey: [...ADMIN_KEY, 'users', q, page],
    queryFn: ({ signal }) =>
      apiRequest(API_PATHS.adminUsers.build(), {
        query: { q, page, pageSize: 20 },
        schema: adminUserListSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
export const useAdminUsers = (q: string, page: number) => useQuery(adminUsersQueryOptions(q, page));

export const useAdminUser = (id: number | null) =>
  useQuery({
    queryKey: [...ADMIN_KEY, 'user', id],
    queryFn: ({ signal }) =>
      apiRequest(API_PATHS.adminUser.build({ id: id! }), { schema: adminUserDetailSchema, signal }),
    enabled: id !== null,
  });

export const useAdminPlanRequests = (status: PlanRequestStatus | '') =>
  useQuery({
    queryKey: [...ADMIN_KEY, 'plan-requests', status],
    queryFn: ({ signal }) =>
      apiRequest(API_PATHS.adminPlanRequests.build(), {
        query: { status: status || undefined },
        schema: z.object({ items: z.array(adminPlanRequestSchema) }),
        signal,
      }),
  });

export const useAdminAudit = (filter: { kind: string; email: string; page: number }) =>
  useQuery({
    queryKey: [...ADMIN_KEY, 'audit', filter],
    queryFn: ({ signal }) =>
      apiRequest(API_PATHS.adminAuditEvents.build(), {
        query: { ...filter, pageSize: 50 },
        schema: adminAuditListSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });

function useAdminMutation<TArgs, TResult>(call: (args: TArgs) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: ADMIN_KEY }),
  });
}

export const useChangePlan = () =>
  useAdminMutation(({ id, typeCode }: { id: number; typeCode: TypeCode }) =>
    apiRequest(API_PATHS.adminUserPlan.build({ id }), {
      method: 'PUT',
      body: { typeCode },
      schema: adminUserDetailSchema,
    }),
  );

export const useSetDisabled = () =>
  useAdminMutation(({ id, disabled }: { id: number; disabled: boolean }): Promise<AdminUserDetail> =>
    apiRequest(API_PATHS.adminUserStatus.build({ id }), {
      method: 'PUT',
      body: { disabled },
      schema: adminUserDetailSchema,
    }),
  );

export const useRevokeSessions = () =>
  useAdminMutation((id: number) =>
    apiRequest(API_PATHS.adminUserSessionsRevoke.build({ id }), { method: 'POST' }),
  );

export const useDecidePlanRequest = () =>
  useAdminMutation(({ id, ...body }: PlanDecision & { id: number }) =>
    apiRequest(API_PATHS.adminPlanRequestDecision.build({ id }), {
      method: 'POST',
      body,
      schema: planRequestSchema,
    }),
  );

export const useAdminMaintenance = () =>
  useQuery({
    queryKey: [...ADMIN_KEY, 'maintenance'],
    queryFn: ({ signal }) =>
      apiRequest(API_PATHS.adminMaintenance.build(), { schema: adminMaintenanceSchema, signal }),
  });

export const useSetMaintenance = () =>
  useAdminMutation((maintenanceMode: boolean) =>
    apiRequest(API_PATHS.adminMaintenance.build(), {
      method: 'PUT',
      body: { maintenanceMode },
      schema: adminMaintenanceSchema,
    }),
  );

export const useAdminContactMessages = (status: ContactStatus | '') =>
  useQuery({
    queryKey: [...ADMIN_KEY, 'contact', status],
    queryFn: ({ signal }) =>
      apiRequest(API_PATHS.adminContactMessages.build(), {
        query: { status: status || undefined },
        schema: adminContactListSchema,
        signal,
      }),
  });

export const useSetContactStatus = () =>
  useAdminMutation(({ id, status }: { id: number; status: ContactStatus }) =>
    apiRequest(API_PATHS.adminContactStatus.build({ id }), {
      method: 'PUT',
      body: { status },
      schema: adminContactMessageSchema,
    }),
  );

export const useReplyToContact = () =>
  useAdminMutation(({ id, body }: { id: number; body: string }) =>
    apiRequest(API_PATHS.adminContactReply.build({ id }), {
      method: 'POST',
      body: { body },
      schema: adminContactMessageSchema,
    }),
  );
