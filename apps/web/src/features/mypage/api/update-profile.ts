import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileSchema, type ProfileUpdate } from '@app/contract/accounts';
import { API_PATHS } from '@app/contract/api-paths';
import { apiRequest } from '../../../lib/api-client';
import { profileQueryOptions } from '../../../lib/profile';
import { getSession, setSession } from '../../../lib/session';

/** PUT users/me. The body never carries typeCode: plans change only through the operator (docs/spec/sessions-and-accounts.md). */
function updateProfile(body: ProfileUpdate) {
  return apiRequest(API_PATHS.me.build(), { method: 'PUT', body, schema: profileSchema });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQueryOptions().queryKey, profile);
      // The header greets the user by name: keep the session's copy in step.
      const session = getSession();
      if (session.isLoggedIn && session.name !== profile.name) {
        setSession({ accessToken: session.accessToken, name: profile.name, typeCode: session.typeCode });
      }
    },
  });
}
