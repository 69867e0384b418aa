import 'server-only';
import nodemailer, { type Transporter } from 'nodemailer';
import { env } from '@/lib/env';
import { writeLocalMail } from './local-outbox';
import type { Mail } from './queue';

/** A mail as the transport gets it: queued, so it has an id. */
export type OutgoingMail = Mail & { id: number };

/** Sends one mail somewhere; returns the transport's name (`smtp` or `outbox`). */
export interface MailTransport {
  readonly name: 'smtp' | 'outbox';
  send(mail: OutgoingMail): Promise<void>;
}

/**
 * How long one delivery may wait on the relay, ms. nodemailer's own defaults (2 minutes to connect,
 * 10 minutes of silence) would let a relay that drops packets hold both of a process's mail slots
 * while every sign-in link waits behind them; a timed-out attempt is retried by the mail job.
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as const;

/** Real delivery over SMTP (nodemailer) to the server in SMTP_URL (`smtp://` or `smtps://`). */
export class SmtpTransport implements MailTransport {
  readonly name = 'smtp' as const;
  private readonly transporter: Transporter;
  constructor(url: string, timeouts: Partial<Record<keyof typeof SMTP_TIMEOUTS, number>> = {}) {
    this.transporter = nodemailer.createTransport({ url, ...SMTP_TIMEOUTS, ...timeouts });
  }
  async send(mail: OutgoingMail): Promise<void> {
    await this.transporter.sendMail({
      from: env().MAIL_FROM,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      // RFC 8058 one-click unsubscribe: the mail client POSTs `List-Unsubscribe=One-Click` to the URL.
      ...(mail.listUnsubscribe && {
        headers: { 'List-Unsubscribe': `<${mail.listUnsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      }),
    });
  }
}

/**
 * The local outbox of the embedded mode: nothing leaves the machine. The mail is written to a file
 * readable by the server's user only (local-outbox.ts), then its row is purged like any sent mail;
 * `npm run outbox` prints the files, and /dev/outbox shows them under `next dev` only.
 */
class LocalOutboxTransport implements MailTransport {
  readonly name = 'outbox' as const;
  async send(mail: OutgoingMail): Promise<void> {
    writeLocalMail({ id: mail.id, to: mail.to, kind: mail.kind, subject: mail.subject, text: mail.text });
  }
}

const holder = globalThis as unknown as { __shtrafyMail?: MailTransport };

/** SMTP when SMTP_URL is set, else the local outbox. */
export function getMailTransport(): MailTransport {
  holder.__shtrafyMail ??= env().SMTP_URL ? new SmtpTransport(env().SMTP_URL!) : new LocalOutboxTransport();
  return holder.__shtrafyMail;
}

/** True when mail goes to the local outbox (no SMTP configured). */
export function usesLocalOutbox(): boolean {
  return !env().SMTP_URL;
}
