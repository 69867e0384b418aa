import http from 'node:http';
import net from 'node:net';
import type { Duplex } from 'node:stream';

/**
 * One client address per Playwright project. The server's per-address budgets (new users, sign-in
 * mails, look-ups: an hour each) are what a real visitor meets, and the suite on two viewports
 * from one address came close to them. Each project's browser and `request` fixture go through a
 * forward proxy of its own that connects to the server from its own loopback address, so the
 * server sees two visitors. The origin stays the same (`PUBLIC_URL`, the mail links, cookies and
 * storage are unchanged). 127.0.0.2 and 127.0.0.3 are the forged-header test's own
 * (security-headers.spec.ts). Ports: `E2E_PROXY_PORT` and the next one (3191, 3192).
 */
const FIRST_PORT = Number(process.env.E2E_PROXY_PORT ?? 3191);
export const CLIENT_PROXIES = {
  desktop: { port: FIRST_PORT, address: '127.0.0.11' },
  phone: { port: FIRST_PORT + 1, address: '127.0.0.12' },
} as const;

// Hop-by-hop headers (RFC 9110 §7.6.1) are the proxy's own and are not passed on.
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'proxy-authorization', 'te', 'trailer', 'upgrade'];

/**
 * Starts an HTTP forward proxy on 127.0.0.1:`port` whose requests reach their server from
 * `localAddress`: plain requests (the browser's) are forwarded, CONNECT tunnels (the `request`
 * fixture's) are opened from that address too.
 * Answers the function that stops it.
 */
export async function startClientAddressProxy(port: number, localAddress: string): Promise<() => Promise<void>> {
  const agent = new http.Agent({ keepAlive: true, localAddress });
  const server = http.createServer((req, res) => {
    let target: URL;
    try {
      target = new URL(req.url ?? '');
    } catch {
      res.writeHead(400).end('A proxy request names an absolute http:// address');
      return;
    }
    const headers = { ...req.headers };
    for (const name of HOP_BY_HOP) delete headers[name];
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port || 80,
        path: target.pathname + target.search,
        method: req.method,
        headers,
        agent,
      },
      (answer) => {
        const passed = Object.entries(answer.headers).filter(([name]) => !HOP_BY_HOP.includes(name));
        res.writeHead(answer.statusCode ?? 502, answer.statusMessage, Object.fromEntries(passed));
        answer.pipe(res);
      },
    );
    upstream.on('error', () => (res.headersSent ? res.destroy() : res.writeHead(502).end()));
    res.on('close', () => res.writableFinished || upstream.destroy()); // the browser gave up
    req.pipe(upstream);
  });
  // Playwright's `request` fixture tunnels every request (CONNECT host:port), also plain HTTP.
  server.on('connect', (req: http.IncomingMessage, client: Duplex, head: Buffer) => {
    const [host, port] = (req.url ?? '').split(':');
    const upstream = net.connect({ host, port: Number(port), localAddress }, () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    const close = () => {
      upstream.destroy();
      client.destroy();
    };
    upstream.on('error', () => (client.writable ? client.end('HTTP/1.1 502 Bad Gateway\r\n\r\n') : close()));
    client.on('error', close);
    client.on('close', close);
    upstream.on('close', close);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return async () => {
    agent.destroy();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
}
