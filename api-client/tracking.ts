import { apiCall } from './client';
import { readAuth, readAuthRecord } from './auth-storage';

/**
 * Reports a screen view (e.g. `signup/fos`, spec §4) or a goal to `POST /105/api/track`.
 * Best effort: analytics never breaks a user's action, so failures are swallowed.
 */
export async function track(kind: 'screen' | 'goal', name: string): Promise<void> {
  try {
    await apiCall('track', {
      method: 'POST',
      auth: readAuth() !== null,
      body: { kind, name, clientId: readAuthRecord().clientId },
    });
  } catch {
    // ignored on purpose
  }
}
