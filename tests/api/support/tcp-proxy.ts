import net from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A loopback TCP proxy in front of a database server, for outage tests: `stop()` refuses
 * connections (and cuts the open ones), `silence()` accepts connections but forwards nothing
 * (a database that hangs), `start()` forwards again on the same port.
 */
export class TcpProxy {
  private server: net.Server | undefined;
  private readonly sockets = new Set<net.Socket>();
  private silent = false;
  port = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  /** Listens (again) on the proxy's port, forwarding to the target. */
  async start(): Promise<void> {
    this.silent = false;
    if (this.server) return;
    const server = net.createServer((client) => this.accept(client));
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
  }

  /** Stops listening and cuts every open connection: the database refuses connections. */
  async stop(): Promise<void> {
    this.cutAll();
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Stops forwarding: open connections go quiet, new ones are accepted and never answered. */
  silence(): void {
    this.silent = true;
  }

  private cutAll(): void {
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
  }

  private accept(client: net.Socket): void {
    this.track(client);
    if (this.silent) return;
    const upstream = net.connect(this.targetPort, this.targetHost);
    this.track(upstream);
    // Bytes are dropped while silent, so an open connection hangs like a dead network path.
    client.on('data', (chunk: Buffer) => this.silent || upstream.write(chunk));
    upstream.on('data', (chunk: Buffer) => this.silent || client.write(chunk));
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  }

  private track(socket: net.Socket): void {
    this.sockets.add(socket);
    socket.on('error', () => socket.destroy());
    socket.on('close', () => this.sockets.delete(socket));
  }
}
