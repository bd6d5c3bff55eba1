import { createServer, type Server, type Socket, connect } from 'node:net';

/**
 * A loopback TCP proxy that a test can cut and restore, to make PostgreSQL or Redis "go away" for
 * one app without stopping the shared server other test runs use.
 */
export class TcpProxy {
  private server?: Server;
  private sockets = new Set<Socket>();
  private silent = false;
  port = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  async start(port = 0): Promise<number> {
    this.server = createServer((client) => {
      if (this.silent) {
        // Accepted, never answered: what a partition looks like from the client's side.
        client.pause();
        this.sockets.add(client);
        client.on('close', () => this.sockets.delete(client));
        client.on('error', () => client.destroy());
        return;
      }
      const upstream = connect(this.targetPort, this.targetHost);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => s.destroy());
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    const server = this.server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    this.port = (this.server.address() as { port: number }).port;
    return this.port;
  }

  /** Refuses new connections and drops the open ones, like a server that died. */
  async cut(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    this.sockets.clear();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server = undefined;
  }

  /**
   * Stops answering without refusing or closing anything (a partition, a frozen server): bytes sent
   * on open connections go nowhere, new connections are accepted and never answered.
   */
  silence(): void {
    this.silent = true;
    for (const s of this.sockets) {
      s.unpipe();
      s.pause();
    }
  }

  /** Ends `silence`: the connections it stranded are reset (as after a real partition), new ones work. */
  speak(): void {
    this.silent = false;
    for (const s of this.sockets) s.destroy();
    this.sockets.clear();
  }

  /** Comes back on the same port. */
  async restore(): Promise<void> {
    if (this.server) return;
    await this.start(this.port);
  }
}
