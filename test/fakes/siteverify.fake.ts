import { createServer, type Server } from 'node:http';

/**
 * A local fake of Turnstile's / reCAPTCHA's siteverify (POST, form-encoded secret, response, remoteip).
 * The token `human` passes (action "submit", score 0.9); any other token fails, as a bot's would.
 */
export class SiteverifyFake {
  private server?: Server;
  /** Every verification asked for, in order. */
  readonly requests: Array<{ secret: string; response: string; remoteip: string }> = [];
  url = '';

  async start() {
    this.server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        const form = new URLSearchParams(body);
        const asked = {
          secret: form.get('secret') ?? '',
          response: form.get('response') ?? '',
          remoteip: form.get('remoteip') ?? '',
        };
        this.requests.push(asked);
        const answer =
          asked.response === 'human'
            ? { success: true, action: 'submit', score: 0.9 }
            : { success: false, 'error-codes': ['invalid-input-response'] };
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as { port: number }).port}/siteverify`;
    return this;
  }

  async stop() {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
