import { API_PATHS } from '@app/contract/api-paths';
import { apiRequest } from './api-client';
import { clearSession } from './session';

/** Ends the session: the server revokes the refresh token if it can be reached; locally it always ends. */
export async function logout(): Promise<void> {
  try {
    await apiRequest(API_PATHS.logout.build(), { method: 'POST', quiet401: true });
  } catch {
    // Best effort: an unreachable server must not keep the user signed in on this device.
  }
  clearSession();
}
