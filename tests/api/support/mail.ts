import { desc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { mailOutbox } from '@/lib/server/db/schema';
import { normalizeEmail } from '@/lib/domain/email-address';

/** The newest queued mail to `to` (in its one spelling: `normalizeEmail`), and the token in its link (`?token=`), if any. */
export async function lastMailTo(
  to: string,
): Promise<{ subject: string; text: string; html: string; token: string | null } | undefined> {
  const db = await getDb();
  const [mail] = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, normalizeEmail(to) ?? to))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  if (!mail) return undefined;
  const token = /[?&]token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1] ?? null;
  return { subject: mail.subject, text: mail.text, html: mail.html, token };
}

let n = 0;
/** A unique e-mail address for a test. */
export function uniqueEmail(): string {
  n += 1;
  return `user${Date.now()}${n}@example.ru`;
}
