import 'server-only';
import { mailedToken } from '@/lib/auth/mailed-token';
import type { MailLinkPageProps, MailLinkState } from '@/lib/contract/mail-links';
import { getDb, type Db } from '@/lib/server/db/client';

/**
 * Reads a mail link's page address (`?token=…`, and `?failed=` after its form could not act) and
 * what the link stands for now (`stateOf`), without using it; `invalidMessage` is said for a link no longer valid.
 */
export async function mailLinkPage(
  searchParams: Record<string, string | string[] | undefined>,
  stateOf: (db: Db, token: string) => Promise<MailLinkState>,
  invalidMessage: string,
): Promise<MailLinkPageProps> {
  const token = mailedToken(searchParams.token);
  const failed = mailedToken(searchParams.failed);
  const failure = failed === 'limit' || failed === 'unavailable' ? failed : null;
  return { token, link: token ? await stateOf(await getDb(), token) : null, failure, invalidMessage };
}
