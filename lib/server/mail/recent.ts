import 'server-only';
import { desc } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { mailOutbox } from '@/lib/server/db/schema';

/** The newest mails of the outbox table (for the local outbox page and command), newest first. */
export function recentMails(db: Db, limit = 50) {
  return db
    .select({
      id: mailOutbox.id,
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      text: mailOutbox.text,
      kind: mailOutbox.kind,
      state: mailOutbox.state,
      transport: mailOutbox.transport,
      createdAt: mailOutbox.createdAt,
    })
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.id))
    .limit(limit);
}
