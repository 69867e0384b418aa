import 'server-only';
import nodemailer, { type Transporter } from 'nodemailer';
import { env } from '@/lib/env';
import type { Mail } from './queue';

/** Sends one mail somewhere; returns the transport's name (`smtp` or `outbox`). */
export interface MailTransport {
  readonly name: 'smtp' | 'outbox';
  send(mail: Mail): Promise<void>;
}

/** Real delivery over SMTP (nodemailer) to the server in SMTP_URL. */
class SmtpTransport implements MailTransport {
  readonly name = 'smtp' as const;
  private readonly transporter: Transporter;
  constructor(url: string) {
    this.transporter = nodemailer.createTransport(url);
  }
  async send(mail: Mail): Promise<void> {
    await this.transporter.sendMail({
      from: env().MAIL_FROM,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    });
  }
}

/**
 * The local outbox of the embedded mode: nothing leaves the machine; the mail stays in the
 * `mail_outbox` table marked `outbox`, readable at /dev/outbox and with `npm run outbox`.
 */
class LocalOutboxTransport implements MailTransport {
  readonly name = 'outbox' as const;
  async send(): Promise<void> {}
}

const holder = globalThis as unknown as { __shtrafyMail?: MailTransport };

/** SMTP when SMTP_URL is set, else the local outbox. */
export function getMailTransport(): MailTransport {
  holder.__shtrafyMail ??= env().SMTP_URL ? new SmtpTransport(env().SMTP_URL!) : new LocalOutboxTransport();
  return holder.__shtrafyMail;
}

/** True when mail stays in the local outbox (no SMTP configured); the dev outbox page exists only then. */
export function usesLocalOutbox(): boolean {
  return !env().SMTP_URL;
}
