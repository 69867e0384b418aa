import { describe, expect, it } from 'vitest';
import { env, MSG_APP_SECRET_REQUIRED, MSG_PUBLIC_URL_REQUIRED } from '@/lib/env';
import { absoluteUrl, layoutMail, resetMail, signInMail } from '@/lib/server/mail/templates';
import { envVariables } from './env-vars';

const setEnv = envVariables(['PUBLIC_URL', 'PORT', 'NODE_ENV', 'SMTP_URL', 'DATABASE_URL', 'NEXT_PHASE', 'APP_SECRET']);

describe('links in mail', () => {
  it('default to the port the server listens on', () => {
    setEnv({ PORT: '3100', NODE_ENV: 'production' });
    expect(absoluteUrl('/login/link?token=abc')).toBe('http://localhost:3100/login/link?token=abc');
    setEnv({});
    expect(absoluteUrl('/fines/list')).toBe('http://localhost:3000/fines/list');
  });

  it('use PUBLIC_URL when it is set, a trailing slash or not', () => {
    setEnv({ PUBLIC_URL: 'https://shtrafy.example.ru/', PORT: '3100' });
    expect(absoluteUrl('/fines/list')).toBe('https://shtrafy.example.ru/fines/list');
    expect(signInMail('a@example.ru', 'tok').text).toContain('— «Штрафы», https://shtrafy.example.ru');
  });

  it('PUBLIC_URL is required in production with SMTP_URL or DATABASE_URL, not in the embedded one-machine mode', () => {
    setEnv({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.ru:587' });
    expect(() => env()).toThrow(MSG_PUBLIC_URL_REQUIRED);
    setEnv({ NODE_ENV: 'production', DATABASE_URL: 'postgres://u@db.example.ru/shtrafy' });
    expect(() => env()).toThrow(MSG_PUBLIC_URL_REQUIRED);
    setEnv({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.ru:587', NEXT_PHASE: 'phase-production-build' });
    expect(env().PUBLIC_URL).toBe('http://localhost:3000');
    setEnv({ NODE_ENV: 'production', PORT: '8080' });
    expect(env().PUBLIC_URL).toBe('http://localhost:8080');
    setEnv({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.ru:587', PUBLIC_URL: 'https://shtrafy.example.ru' });
    expect(env().PUBLIC_URL).toBe('https://shtrafy.example.ru');
  });

  it('APP_SECRET is required in production with DATABASE_URL: the processes sharing it must seal salts alike', () => {
    const deployment = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://u@db.example.ru/shtrafy',
      PUBLIC_URL: 'https://shtrafy.example.ru',
    };
    setEnv(deployment);
    expect(() => env()).toThrow(MSG_APP_SECRET_REQUIRED);
    setEnv({ ...deployment, APP_SECRET: 'short' });
    expect(() => env()).toThrow(/APP_SECRET/);
    setEnv({ ...deployment, NEXT_PHASE: 'phase-production-build' });
    expect(env().DATABASE_URL).toBe(deployment.DATABASE_URL);
    setEnv({ ...deployment, APP_SECRET: 'k'.repeat(32) });
    expect(env().APP_SECRET).toBe('k'.repeat(32));
    // The embedded database keeps its key in DATA_DIR: nothing to set.
    setEnv({ NODE_ENV: 'production' });
    expect(env().APP_SECRET).toBeUndefined();
  });
});

describe('the text part of a mail', () => {
  it('reads on its own: no button is spoken of, and each link stands on a line of its own', () => {
    setEnv({ PORT: '3100' });
    for (const mail of [signInMail('a@example.ru', 'tok1'), resetMail('a@example.ru', 'tok2')]) {
      expect(mail.text).not.toMatch(/кнопк/i);
      const link = mail.text.split('\n').find((line) => line.startsWith('http://localhost:3100/'));
      expect(link).toMatch(/^http:\/\/localhost:3100\/login\/(link|reset)\?token=tok[12]$/);
      expect(mail.html).toContain(link);
    }
  });

  it('carries the unsubscribe link and the one-click URL for List-Unsubscribe when given', () => {
    const mail = layoutMail({
      to: 'a@example.ru',
      kind: 'new-fine',
      subject: 'S',
      heading: 'H',
      paragraphs: ['P'],
      unsubscribe: {
        pageUrl: 'https://x.ru/email/unsubscribe?token=t',
        oneClickUrl: 'https://x.ru/105/api/email/unsubscribe?token=t',
      },
    });
    expect(mail.text.split('\n')).toContain('https://x.ru/email/unsubscribe?token=t');
    expect(mail.html).toContain('href="https://x.ru/email/unsubscribe?token=t"');
    expect(mail.listUnsubscribe).toBe('https://x.ru/105/api/email/unsubscribe?token=t');
    expect(
      layoutMail({ to: 'a@example.ru', kind: 'k', subject: 'S', heading: 'H', paragraphs: [] }).listUnsubscribe,
    ).toBeUndefined();
  });
});
