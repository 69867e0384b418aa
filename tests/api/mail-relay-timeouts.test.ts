import { createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmtpTransport, type OutgoingMail } from '@/lib/server/mail/transport';

/** A relay that takes the connection and never says a word (a firewall, a hung server). */
const sockets = new Set<Socket>();
const silent = createServer((socket) => {
  sockets.add(socket);
  socket.on('close', () => sockets.delete(socket));
});
let url = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  url = `smtp://127.0.0.1:${(silent.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const s of sockets) s.destroy();
  await new Promise<void>((resolve) => silent.close(() => resolve()));
});

const mail: OutgoingMail = {
  id: 1,
  kind: 'signin',
  to: 'ivan@example.ru',
  subject: 'Вход',
  text: 'Ссылка',
  html: '<p>Ссылка</p>',
};

describe('SMTP relay timeouts', () => {
  it('gives up on a relay that never greets, so the mail job can retry instead of holding its slot', async () => {
    const transport = new SmtpTransport(url, { greetingTimeout: 300 });
    await expect(transport.send(mail)).rejects.toMatchObject({ code: 'ETIMEDOUT' });
  });
});
