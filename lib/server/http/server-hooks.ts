import 'server-only';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { appendPeerAddress } from './client-ip';
import { parseErrorAnswer } from './parse-errors';
import { unsupportedMethodAnswer } from './unsupported-method';

const marker = globalThis as unknown as { __shtrafyServerHooks?: boolean };

/**
 * Makes every HTTP server of this process see its events through our hands first, in one wrapper
 * of `Server.prototype.emit` (called once from the instrumentation hook; idempotent):
 * - `request`: the socket address is appended to `X-Forwarded-For` before the framework reads it
 *   (per-address rate limits, lib/server/http/client-ip.ts), and a method the site cannot take
 *   (TRACE, PROPFIND; PUT on the static home page) is answered here (unsupportedMethodAnswer):
 *   the framework threw a 500 with a stack trace in the log, or answered in English;
 * - `clientError`, when the server has no listener of its own: a request Node's parser refused
 *   gets parseErrorAnswer (JSON in the API's envelope) where Node would send an empty body; what
 *   that function leaves alone (a timeout, a reset) Node answers as it does by default.
 */
export function hookHttpServers(server: typeof Server): void {
  if (marker.__shtrafyServerHooks) return;
  marker.__shtrafyServerHooks = true;
  const emit = server.prototype.emit;
  server.prototype.emit = function hookedEmit(this: Server, event: string | symbol, ...args: unknown[]): boolean {
    if (event === 'request') {
      const req = args[0] as IncomingMessage;
      const early = unsupportedMethodAnswer(req.method, req.url);
      if (early) {
        (args[1] as ServerResponse).writeHead(early.status, early.headers).end(early.body);
        return true;
      }
      appendPeerAddress(req);
    }
    if (event === 'clientError' && this.listenerCount('clientError') === 0) {
      const [error, socket] = args as [Error & { code?: string }, Duplex];
      const answer = parseErrorAnswer(error, socket);
      if (answer === null) return false; // Node's default handling
      socket.end(answer);
      return true;
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean;
  };
}
