import { createServer, type Server } from 'node:http';

/**
 * How the fake answers. Google's Geocoding API answers HTTP 200 with a `status` field; the client
 * library turns the non-OK statuses into HTTP errors itself. `HTTP_500` is a broken upstream,
 * `TIMEOUT` accepts the request and never answers.
 */
export type GoogleFakeMode =
  'OK' | 'ZERO_RESULTS' | 'REQUEST_DENIED' | 'OVER_QUERY_LIMIT' | 'HTTP_500' | 'TIMEOUT';

/** A local fake of Google's Geocoding API: GET /maps/api/geocode/json?address=…&key=… */
export class GoogleGeocodingFake {
  private server?: Server;
  mode: GoogleFakeMode = 'OK';
  point = { lat: 51.501, lng: -0.141 };
  /** The `address` parameter of every request received, in order. */
  readonly requests: string[] = [];
  /** The `key` parameter of every request received. */
  readonly keys: string[] = [];
  baseUrl = '';

  async start() {
    this.server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://fake');
      if (url.pathname !== '/maps/api/geocode/json') {
        res.writeHead(404).end();
        return;
      }
      this.requests.push(url.searchParams.get('address') ?? '');
      this.keys.push(url.searchParams.get('key') ?? '');
      if (this.mode === 'TIMEOUT') return; // never answers
      if (this.mode === 'HTTP_500') {
        res.writeHead(500, { 'content-type': 'text/plain' }).end('upstream broke');
        return;
      }
      const body =
        this.mode === 'OK'
          ? {
              status: 'OK',
              results: [
                {
                  geometry: { location: this.point, location_type: 'APPROXIMATE' },
                  formatted_address: 'London SW1A 1AA, UK',
                },
              ],
            }
          : {
              status: this.mode,
              results: [],
              ...(this.mode === 'REQUEST_DENIED' && { error_message: 'The provided API key is invalid.' }),
              ...(this.mode === 'OVER_QUERY_LIMIT' && {
                error_message: 'You have exceeded your rate-limit for this API.',
              }),
            };
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as { port: number }).port}`;
    return this;
  }

  reset(mode: GoogleFakeMode = 'OK') {
    this.mode = mode;
    this.requests.length = 0;
    this.keys.length = 0;
  }

  async stop() {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
