import { createServer, Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG_HEADERS_TOO_LARGE, MSG_MALFORMED_REQUEST } from '@/lib/server/http/parse-errors';
import { hookHttpServers } from '@/lib/server/http/server-hooks';

/** Sends `raw` to the server as it is and reads the whole answer (the server closes the connection). */
function rawRequest(port: number, raw: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(raw));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));

describe('a request the HTTP parser refuses', () => {
  let server: Server;
  let port: number;

  beforeAll(async () => {
    hookHttpServers(Server);
    server = createServer((_, res) => res.end('ok'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('answers 431 in the API envelope when its address passes the headers limit', async () => {
    const answer = await rawRequest(port, `GET /105/api/fines?cursor=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(answer.startsWith('HTTP/1.1 431 Request Header Fields Too Large\r\n')).toBe(true);
    expect(answer).toMatch(/\r\nContent-Type: application\/json; charset=utf-8\r\n/);
    expect(bodyOf(answer)).toEqual({ status: 'error', error: { code: 'headers_too_large', errorDesc: MSG_HEADERS_TOO_LARGE } });
  });

  it('answers a page address over the limit with a Russian page, not JSON', async () => {
    const answer = await rawRequest(port, `GET /fines?uin=${'1'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(answer.startsWith('HTTP/1.1 431 Request Header Fields Too Large\r\n')).toBe(true);
    expect(answer).toMatch(/\r\nContent-Type: text\/html; charset=utf-8\r\n/);
    const page = answer.slice(answer.indexOf('\r\n\r\n') + 4);
    expect(page).toContain(`<h1>${MSG_HEADERS_TOO_LARGE}</h1>`);
    expect(page).toContain('<a href="/">главную страницу</a>');
  });

  it('answers 400 `bad_request` for a request line it cannot read', async () => {
    const answer = await rawRequest(port, 'GET /\u0001 HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(answer.startsWith('HTTP/1.1 400 Bad Request\r\n')).toBe(true);
    expect(bodyOf(answer)).toEqual({ status: 'error', error: { code: 'bad_request', errorDesc: MSG_MALFORMED_REQUEST } });
  });

  it('leaves a well-formed request to the server', async () => {
    const answer = await rawRequest(port, 'GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(answer.startsWith('HTTP/1.1 200 OK')).toBe(true);
  });
});
