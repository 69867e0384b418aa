import 'server-only';
import { getDb } from '@/lib/server/db/client';
import { peekToken } from './tokens';

/**
 * Whether the token of a mailed link (`/login/verify`, `/login/reset`) can still be used, asked when
 * its page opens, so that a used, expired or made-up link says so before anything is typed. Never
 * uses the token up: the API's call does, once (lib/server/accounts/tokens.ts).
 * @throws what the database read throws (the page's 503 while the database is down).
 */
export async function mailedLinkIsLive(token: string, purpose: 'verify' | 'reset'): Promise<boolean> {
  return (await peekToken(await getDb(), token, purpose)) !== null;
}
