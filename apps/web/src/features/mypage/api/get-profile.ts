import { useQuery } from '@tanstack/react-query';
import { profileSchema, type Profile } from '@app/contract/accounts';
import { profileQueryOptions } from '../../../lib/profile';
import { useSession } from '../../../lib/session';

/**
 * GET users/me with every field of the contract's profile. Shares the cache entry the root loader fills on
 * each navigation (lib/profile.ts keeps all fields there), so opening my page costs no extra request.
 */
export function useProfileDetails() {
  const session = useSession();
  return useQuery({
    ...profileQueryOptions(),
    select: (data): Profile => profileSchema.parse(data),
    enabled: session.isLoggedIn,
  });
}
