import { createServer, type Server } from 'node:http';

type Mode = 'OK' | 'ZERO_RESULTS' | 'REQUEST_DENIED' | 'TIMEOUT';

/** A local fake of Google's Geocoding API (GET /maps/api/geocode/json?address=…&key=…). */
export class GoogleGeocodingFake {
  private server?: Server;
  mode: Mode = 'OK';
  point = { lat: 51.501, lng: -0.141 };
  readonly requests: string[] = [];
  baseUrl = '';

  async start() {
    this.server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://fake');
      this.requests.push(url.searchParams.get('address') ?? '');
      if (this.mode === 'TIMEOUT') return; // never answers
      const body =
        this.mode === 'OK'
          ? { status: 'OK', results: [{ geometry: { location: this.point }, formatted_address: 'fake' }] }
          : { status: this.mode, results: [], error_message: this.mode === 'REQUEST_DENIED' ? 'The provided API key is invalid.' : undefined };
      res.writeHead(this.mode === 'REQUEST_DENIED' ? 200 : 200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as { port: number }).port}`;
    return this;
  }

  async stop() {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
