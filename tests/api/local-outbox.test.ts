import { rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { POST as sendAuth } from '@/app/105/api/fos/send/auth/route';
import DevOutboxPage from '@/app/(empty)/dev/outbox/page';
import { getDb } from '@/lib/server/db/client';
import { mailOutbox } from '@/lib/server/db/schema';
import { resetEnvCache } from '@/lib/env';
import { localOutboxDir, readLocalMails } from '@/lib/server/mail/local-outbox';
import { getMailTransport } from '@/lib/server/mail/transport';
import { runJobs } from './support/jobs';
import { call } from './support/call';
import { uniqueEmail } from './support/mail';

// The embedded default: no SMTP server configured.
delete process.env.SMTP_URL;

const env = process.env as Record<string, string | undefined>;
const nodeEnv = env.NODE_ENV;
afterEach(() => {
  env.NODE_ENV = nodeEnv;
  delete process.env.SMTP_URL;
  resetEnvCache();
});

afterAll(() => rmSync(localOutboxDir(), { recursive: true, force: true }));

/** Renders the page as Next.js would; a `notFound()` comes back as its 404 digest. */
async function renderOutbox(): Promise<'404' | 'page'> {
  try {
    DevOutboxPage();
    return 'page';
  } catch (error) {
    if ((error as { digest?: string }).digest === 'NEXT_HTTP_ERROR_FALLBACK;404') return '404';
    throw error;
  }
}

describe('the local outbox (no SMTP_URL)', () => {
  it('delivers into a file only the server user can read, and keeps no body in the database', async () => {
    const email = uniqueEmail();
    await call(sendAuth, 'fos/send/auth', { body: { email } });
    const db = await getDb();
    const [queued] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    const token = /token=([A-Za-z0-9_-]+)/.exec(queued!.text)![1]!;
    expect(getMailTransport().name).toBe('outbox');
    await runJobs(['mail-send']);

    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(row).toMatchObject({ state: 'sent', transport: 'outbox', kind: 'signin', text: '', html: '' });
    expect(JSON.stringify(row)).not.toContain(token);

    const [mail] = readLocalMails(1);
    expect(mail).toMatchObject({ id: row!.id, to: email, kind: 'signin', subject: row!.subject });
    expect(mail!.text).toContain(`/login/link?token=${token}`);
    const file = path.join(localOutboxDir(), `${String(row!.id).padStart(12, '0')}.json`);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(localOutboxDir()).mode & 0o777).toBe(0o700);
  });

  it('/dev/outbox answers 404 in a production build and with SMTP; it shows mail only under next dev', async () => {
    env.NODE_ENV = 'production';
    expect(await renderOutbox()).toBe('404');
    env.NODE_ENV = 'test';
    expect(await renderOutbox()).toBe('404');
    env.NODE_ENV = 'development';
    expect(await renderOutbox()).toBe('page');
    process.env.SMTP_URL = 'smtp://127.0.0.1:1';
    resetEnvCache();
    expect(await renderOutbox()).toBe('404');
  });
});
