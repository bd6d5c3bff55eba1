import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

export interface FakeTwilioMessage {
  sid: string;
  to: string;
  from: string | null;
  messagingServiceSid: string | null;
  body: string;
  statusCallback: string | null;
  status: string;
  dateCreated: string;
}

/**
 * A local fake of the Twilio REST endpoints we call: create a message (POST
 * /2010-04-01/Accounts/{sid}/Messages.json, form-encoded, Basic auth) and list the latest messages to
 * a number (GET …/Messages.json?To=…). Modes for fault tests: `outage` answers 503 to everything,
 * `dropAfterAccepting` records a message and then cuts the connection (the answer is lost),
 * `answerDelayMs` records a message at once and answers later (a worker can be killed in between).
 */
export class TwilioFake {
  private server?: Server;
  readonly messages: FakeTwilioMessage[] = [];
  readonly requests: Array<{ method: string; path: string }> = [];
  outage = false;
  dropAfterAccepting = 0;
  answerDelayMs = 0;
  url = '';

  constructor(
    readonly accountSid = `AC${'1'.repeat(32)}`,
    readonly authToken = 'fake-twilio-auth-token',
  ) {}

  async start() {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as { port: number }).port}`;
    return this;
  }

  async stop() {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** What the api needs to talk to this fake. */
  env(): Record<string, string> {
    return { SMS: 'twilio', TWILIO_ACCOUNT_SID: this.accountSid, TWILIO_AUTH_TOKEN: this.authToken, TWILIO_FROM: '+447700900000', TWILIO_API_BASE: this.url };
  }

  to(number: string) {
    return this.messages.filter((m) => m.to === number);
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake');
    this.requests.push({ method: req.method ?? '', path: url.pathname });
    let raw = '';
    for await (const chunk of req) raw += String(chunk);
    const json = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (this.outage) return json(503, { code: 20503, message: 'Service unavailable', status: 503 });
    const expected = `Basic ${Buffer.from(`${this.accountSid}:${this.authToken}`).toString('base64')}`;
    if (req.headers.authorization !== expected) return json(401, { code: 20003, message: 'Authenticate', status: 401 });
    const path = `/2010-04-01/Accounts/${this.accountSid}/Messages.json`;
    if (url.pathname !== path) return json(404, { code: 20404, message: 'Not found', status: 404 });
    if (req.method === 'GET') {
      const to = url.searchParams.get('To');
      const pageSize = Number(url.searchParams.get('PageSize') ?? 50);
      const list = this.messages.filter((m) => !to || m.to === to).reverse().slice(0, pageSize).map(resource);
      return json(200, { messages: list, page: 0, page_size: pageSize, first_page_uri: path, next_page_uri: null, previous_page_uri: null, uri: path, start: 0, end: list.length });
    }
    if (req.method !== 'POST') return json(405, { code: 20004, message: 'Method not allowed', status: 405 });
    const form = new URLSearchParams(raw);
    const to = form.get('To') ?? '';
    if (!/^\+[1-9]\d{6,14}$/.test(to)) return json(400, { code: 21211, message: "The 'To' number is not a valid phone number.", status: 400 });
    if (!form.get('Body')) return json(400, { code: 21602, message: 'Message body is required.', status: 400 });
    if (!form.get('From') && !form.get('MessagingServiceSid')) return json(400, { code: 21603, message: "A 'From' phone number is required.", status: 400 });
    const message: FakeTwilioMessage = {
      sid: `SM${randomBytes(16).toString('hex')}`,
      to,
      from: form.get('From'),
      messagingServiceSid: form.get('MessagingServiceSid'),
      body: form.get('Body')!,
      statusCallback: form.get('StatusCallback'),
      status: 'queued',
      dateCreated: new Date().toUTCString(),
    };
    this.messages.push(message);
    if (this.dropAfterAccepting > 0) {
      this.dropAfterAccepting -= 1;
      req.socket.destroy();
      return;
    }
    if (this.answerDelayMs > 0) await new Promise((r) => setTimeout(r, this.answerDelayMs));
    if (!res.destroyed) json(201, resource(message));
  }
}

function resource(m: FakeTwilioMessage) {
  return {
    sid: m.sid,
    account_sid: 'AC',
    to: m.to,
    from: m.from,
    messaging_service_sid: m.messagingServiceSid,
    body: m.body,
    status: m.status,
    num_segments: '1',
    direction: 'outbound-api',
    date_created: m.dateCreated,
    date_updated: m.dateCreated,
    date_sent: null,
    error_code: null,
    error_message: null,
    uri: `/2010-04-01/Accounts/AC/Messages/${m.sid}.json`,
  };
}
