import { rmSync } from 'node:fs';
import { MAIL_DIR, startSmtpSink } from './support/smtp-sink';

/** Starts the test SMTP server for the whole run; the returned function stops it. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  rmSync(MAIL_DIR, { recursive: true, force: true });
  return startSmtpSink();
}
