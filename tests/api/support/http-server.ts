import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import { Readable } from 'node:stream';
import type { AddressInfo } from 'node:net';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each route has its own params shape
type Handler = (req: Request, ctx: { params: Promise<any> }) => Promise<Response>;

/** A route handler served over a real loopback HTTP server, the body streamed as Next.js streams it. */
export interface ServedRoute {
  port: number;
  /** How many body bytes the server has received on its sockets so far. */
  bytesReceived: () => number;
  close: () => Promise<void>;
}

/** Serves `handler` at every path of a loopback server on a free port. */
export async function serveRoute(handler: Handler): Promise<ServedRoute> {
  let received = 0;
  const server: Server = createServer((req: IncomingMessage, res) => {
    req.on('data', (chunk: Buffer) => (received += chunk.length));
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
    const request = new Request(`http://127.0.0.1${req.url}`, {
      method: req.method,
      headers: req.headers as Record<string, string>,
      ...(hasBody && { body: Readable.toWeb(req) as ReadableStream, duplex: 'half' }),
    } as RequestInit);
    void handler(request, { params: Promise.resolve({}) }).then(async (response) => {
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(Buffer.from(await response.arrayBuffer()));
      // Like a production server refusing the rest of an upload: drop the connection.
      req.socket?.destroySoon();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    bytesReceived: () => received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** An answer read from the wire: status, headers and the parsed JSON body. */
export interface WireAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  json: any;
}

/**
 * Starts a POST to `http://127.0.0.1:port/path` with the given headers and resolves with the
 * answer as soon as it arrives. `write` is called with the open request to send (part of) a body;
 * the request is never ended by this function, so an answer proves the server did not wait for
 * the whole body.
 */
export function postWithoutEnding(
  port: number,
  path: string,
  headers: Record<string, string>,
  write: (send: (chunk: Buffer) => void) => void,
): Promise<WireAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method: 'POST', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        req.destroy();
        resolve({ status: res.statusCode ?? 0, headers: res.headers, json: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
      });
    });
    // The server may close the socket while the upload is still going: that is the point.
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') reject(error);
    });
    req.flushHeaders();
    write((chunk) => req.write(chunk));
  });
}
