import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';

interface Intent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  capture_method: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  last_payment_error: { message: string; code: string } | null;
  next_action: null | { type: 'use_stripe_sdk'; use_stripe_sdk: { type: string } };
  automatic_payment_methods: { enabled: boolean; allow_redirects: string } | null;
  latest_charge: null | { id: string; object: 'charge'; payment_method_details: { card: { capture_before: number } } };
  amount_capturable: number;
  amount_received: number;
  cancellation_reason: string | null;
}

/** Stripe's test payment methods whose bank asks for 3-D Secure before paying. */
const AUTHENTICATION_REQUIRED = new Set(['pm_card_authenticationRequired', 'pm_card_threeDSecure2Required']);

const DECLINED: Record<string, { code: string; message: string }> = {
  pm_card_chargeDeclined: { code: 'card_declined', message: 'Your card was declined.' },
  pm_card_chargeDeclinedInsufficientFunds: { code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
};

/**
 * A small stateful fake of the Stripe endpoints we call (PaymentIntents create/retrieve/confirm/
 * capture/cancel, refunds), honouring Idempotency-Key like Stripe: a repeated key returns the first
 * response. Counts captures per intent.
 */
export class StripeFake {
  private server?: Server;
  readonly intents = new Map<string, Intent>();
  readonly captures = new Map<string, number>();
  /** Every capture request that reached the fake (replays of an idempotency key excluded), as sent. */
  readonly captureRequests: Array<{ paymentIntent: string; amountToCapture: number | null; idempotencyKey: string | null }> = [];
  readonly refunds: Array<{ paymentIntent: string; amount: number }> = [];
  private readonly idempotent = new Map<string, { status: number; body: unknown }>();
  baseUrl = '';
  /** While true, every call fails as a Stripe outage does (500 api_error), remembering nothing. */
  outage = false;
  /** While true, captures are refused as Stripe refuses a card (402 card_error): a failure no retry fixes. */
  refuseCaptures = false;

  async start() {
    this.server = createServer(async (req, res) => {
      const body = new URLSearchParams(await read(req));
      if (this.outage) {
        res.writeHead(500, { 'content-type': 'application/json' });
        return res.end(JSON.stringify({ error: { type: 'api_error', message: 'Stripe is having a bad day.' } }));
      }
      const key = req.headers['idempotency-key'] as string | undefined;
      const send = (status: number, payload: unknown) => {
        if (key && req.method === 'POST') this.idempotent.set(`${req.url}:${key}`, { status, body: payload });
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${randomBytes(4).toString('hex')}` });
        res.end(JSON.stringify(payload));
      };
      const replay = key && this.idempotent.get(`${req.url}:${key}`);
      if (replay) {
        res.writeHead(replay.status, { 'content-type': 'application/json' });
        return res.end(JSON.stringify(replay.body));
      }
      const url = new URL(req.url ?? '/', 'http://fake');
      const [, v1, resource, id, action] = url.pathname.split('/');
      if (v1 !== 'v1') return send(404, { error: { type: 'invalid_request_error', message: 'Unknown path' } });
      if (resource === 'payment_intents' && req.method === 'POST' && !id) {
        const pi: Intent = {
          id: `pi_${randomBytes(8).toString('hex')}`,
          object: 'payment_intent',
          amount: Number(body.get('amount')),
          currency: body.get('currency') ?? 'gbp',
          capture_method: body.get('capture_method') ?? 'automatic',
          status: 'requires_payment_method',
          client_secret: '',
          metadata: Object.fromEntries([...body.entries()].filter(([k]) => k.startsWith('metadata[')).map(([k, v]) => [k.slice(9, -1), v])),
          last_payment_error: null,
          next_action: null,
          automatic_payment_methods: body.has('automatic_payment_methods[enabled]')
            ? { enabled: body.get('automatic_payment_methods[enabled]') === 'true', allow_redirects: body.get('automatic_payment_methods[allow_redirects]') ?? 'always' }
            : null,
          latest_charge: null,
          amount_capturable: 0,
          amount_received: 0,
          cancellation_reason: null,
        };
        pi.client_secret = `${pi.id}_secret_${randomBytes(6).toString('hex')}`;
        this.intents.set(pi.id, pi);
        return send(200, pi);
      }
      if (resource === 'refunds' && req.method === 'POST') {
        const target = this.intents.get(body.get('payment_intent') ?? '');
        const refundedSoFar = this.refunds.filter((r) => r.paymentIntent === target?.id).reduce((sum, r) => sum + r.amount, 0);
        if (target && refundedSoFar + Number(body.get('amount')) > target.amount_received) {
          return send(400, { error: { type: 'invalid_request_error', code: 'charge_already_refunded', message: 'Refund amount is greater than the amount captured.' } });
        }
        const refund = { id: `re_${randomBytes(6).toString('hex')}`, object: 'refund', amount: Number(body.get('amount')), payment_intent: body.get('payment_intent'), status: 'succeeded' };
        this.refunds.push({ paymentIntent: refund.payment_intent!, amount: refund.amount });
        return send(200, refund);
      }
      const pi = id ? this.intents.get(id) : undefined;
      if (resource !== 'payment_intents' || !pi) return send(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment_intent' } });
      if (req.method === 'GET') return send(200, pi);
      if (action === 'confirm') {
        const declined = DECLINED[body.get('payment_method') ?? ''];
        if (declined) {
          pi.last_payment_error = declined;
          return send(402, { error: { type: 'card_error', ...declined, payment_intent: pi } });
        }
        pi.last_payment_error = null;
        if (AUTHENTICATION_REQUIRED.has(body.get('payment_method') ?? '')) {
          // The challenge is Stripe.js's to show; the intent waits for it.
          pi.status = 'requires_action';
          pi.next_action = { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'stripe_3ds2_fingerprint' } };
          return send(200, pi);
        }
        pi.next_action = null;
        pi.status = pi.capture_method === 'manual' ? 'requires_capture' : 'succeeded';
        pi.amount_capturable = pi.capture_method === 'manual' ? pi.amount : 0;
        pi.amount_received = pi.capture_method === 'manual' ? 0 : pi.amount;
        pi.latest_charge = { id: `ch_${randomBytes(6).toString('hex')}`, object: 'charge', payment_method_details: { card: { capture_before: Math.floor(Date.now() / 1000) + 7 * 86400 } } };
        return send(200, pi);
      }
      if (action === 'capture') {
        if (this.refuseCaptures) return send(402, { error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } });
        if (pi.status !== 'requires_capture') {
          return send(400, { error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: `This PaymentIntent could not be captured because it has a status of ${pi.status}.` } });
        }
        // Stripe: amount_to_capture at most amount_capturable; the rest is released at once.
        const asked = body.has('amount_to_capture') ? Number(body.get('amount_to_capture')) : null;
        this.captureRequests.push({ paymentIntent: pi.id, amountToCapture: asked, idempotencyKey: key ?? null });
        if (asked !== null && !(asked > 0 && asked <= pi.amount_capturable)) {
          return send(400, { error: { type: 'invalid_request_error', code: 'amount_too_large', message: 'Amount to capture must be less than or equal to the amount capturable.' } });
        }
        pi.status = 'succeeded';
        pi.amount_received = asked ?? pi.amount_capturable;
        pi.amount_capturable = 0;
        this.captures.set(pi.id, (this.captures.get(pi.id) ?? 0) + 1);
        return send(200, pi);
      }
      if (action === 'cancel') {
        if (pi.status === 'succeeded' || pi.status === 'canceled') {
          return send(400, { error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: `You cannot cancel this PaymentIntent because it has a status of ${pi.status}.` } });
        }
        pi.status = 'canceled';
        pi.amount_capturable = 0;
        pi.cancellation_reason = body.get('cancellation_reason');
        return send(200, pi);
      }
      return send(404, { error: { type: 'invalid_request_error', message: 'Unknown action' } });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as { port: number }).port}`;
    return this;
  }

  /** An authorisation nobody captured in time: Stripe cancels it itself (cancellation_reason automatic), and a capture is then refused. */
  lapse(id: string) {
    const pi = this.intents.get(id);
    if (!pi || pi.status !== 'requires_capture') throw new Error(`no authorisation ${id} to lapse`);
    pi.status = 'canceled';
    pi.amount_capturable = 0;
    pi.cancellation_reason = 'automatic';
  }

  async stop() {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

function read(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let data = '';
    req.on('data', (c) => (data += c));
    req.on('end', () => resolve(data));
  });
}
