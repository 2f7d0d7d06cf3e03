import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@app/contract/api-paths';
import {
  recoveryCodesSchema,
  twoFactorSetupSchema,
  type DisableTwoFactorRequest,
  type TwoFactorCodeRequest,
} from '@app/contract/two-factor';
import { apiRequest } from '../../../lib/api-client';
import { securityStatusQueryOptions } from '../../../lib/security-status';

/** The enrolment, recovery-code and disable calls of my page; each refreshes the security status. */
function useSecurityMutation<TBody, TResult>(call: (body: TBody) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: securityStatusQueryOptions().queryKey }),
  });
}

export const useTwoFactorSetup = () =>
  useSecurityMutation(() =>
    apiRequest(API_PATHS.twoFactorSetup.build(), { method: 'POST', schema: twoFactorSetupSchema }),
  );

export const useEnableTwoFactor = () =>
  useSecurityMutation((body: TwoFactorCodeRequest) =>
    apiRequest(API_PATHS.twoFactorEnable.build(), { method: 'POST', body, schema: recoveryCodesSchema }),
  );

export const useRegenerateRecoveryCodes = () =>
  useSecurityMutation((body: TwoFactorCodeRequest) =>
    apiRequest(API_PATHS.twoFactorRecoveryCodes.build(), {
      method: 'POST',
      body,
      schema: recoveryCodesSchema,
    }),
  );

export const useDisableTwoFactor = () =>
  useSecurityMutation((body: DisableTwoFactorRequest) =>
    apiRequest(API_PATHS.twoFactorDisable.build(), { method: 'POST', body }),
  );
