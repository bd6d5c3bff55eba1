import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createTestApp } from '../../support/app.js';
import { TestClient } from '../../support/client.js';
import { personalisePage } from '../../../src/shared/http/prerendered-pages.js';

/**
 * The prerendered pages (issue #22) on a portal build of our own: served on their own routes to
 * visitors past the gate, with the public settings embedded and the answered cookie notice left out;
 * a visitor the gate must stop gets the shell; the files themselves are not served.
 */
describe('Prerendered pages', () => {
  let app: NestFastifyApplication;
  let dist: string;
  const shell = '<!doctype html><html><head><title>Shell</title></head><body><div id="root"><!--shell-->Loading the site…<!--/shell--></div></body></html>';
  const page = (text: string) =>
    `<!doctype html><html><head><title>${text}</title></head><body><div id="root" data-prerendered="/"><section class="cookie-notice" aria-labelledby="t"><h2 id="t">Cookie Notice</h2></section><main id="main"><h1>${text}</h1></main></div></body></html>`;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'portal-dist-'));
    writeFileSync(path.join(dist, 'index.html'), shell);
    mkdirSync(path.join(dist, 'prerendered'));
    writeFileSync(path.join(dist, 'prerendered', 'index.html'), page('Emergency dentist today'));
    writeFileSync(path.join(dist, 'prerendered', 'booking-terms.html'), page('Booking Terms'));
    writeFileSync(path.join(dist, 'prerendered', 'manifest.json'), JSON.stringify({ '/': 'index.html', '/booking-terms': 'booking-terms.html' }));
    app = await createTestApp({ PORTAL_DIST: dist });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  async function setProtection(isProtected: boolean) {
    const admin = new TestClient(app);
    await admin.signInAsAdmin();
    expect((await admin.put('/api/admin/settings', { isProtected })).statusCode).toBe(200);
  }

  it('gives a visitor the gate must stop the shell, and the page once the gate is passed', async () => {
    await setProtection(true);
    const visitor = new TestClient(app);
    const stopped = await visitor.get('/booking-terms');
    expect(stopped.statusCode).toBe(200);
    expect(stopped.body).toContain('<!--shell-->');
    expect(stopped.body).not.toContain('Booking Terms');

    await visitor.passGate();
    const passed = await visitor.get('/booking-terms');
    expect(passed.statusCode).toBe(200);
    expect(passed.headers['content-type']).toContain('text/html');
    expect(passed.headers['cache-control']).toBe('no-cache');
    expect(passed.headers['content-security-policy']).toContain("script-src 'self'");
    expect(passed.body).toContain('<h1>Booking Terms</h1>');
    const settings = JSON.parse(/<script type="application\/json" id="site-settings">([^<]*)<\/script>/.exec(passed.body)![1]) as Record<string, unknown>;
    expect(settings).toEqual((await visitor.get('/api/site')).json());
    expect(settings).toMatchObject({ isProtected: true, gatePassed: true });
    expect(JSON.stringify(settings)).not.toContain(process.env.GATE_PASSWORD!);
    // The page brings the XSRF cookie, as GET /api/site would: the lead form can post at once.
    expect(visitor.cookie('XSRF-TOKEN')).toBeDefined();
  });

  it('serves the pages to everyone while the site is open, and leaves an answered cookie notice out', async () => {
    await setProtection(false);
    const visitor = new TestClient(app);
    const first = await visitor.get('/');
    expect(first.body).toContain('<h1>Emergency dentist today</h1>');
    expect(first.body).toContain('class="cookie-notice"');
    const answered = await visitor.get('/', { cookie: 'cookie_consent=accepted' });
    expect(answered.body).not.toContain('cookie-notice');
    expect(answered.body).toContain('<h1>Emergency dentist today</h1>');
    // Anything else in the cookie is not an answer.
    expect((await visitor.get('/', { cookie: 'cookie_consent=maybe' })).body).toContain('class="cookie-notice"');
    await setProtection(true);
  });

  it('decides on the matched route: other spellings of a page get the same decision as the page', async () => {
    // route-access.spec enumerates the routes of a built portal; CI's Jest runs before the portal is
    // built, so this file checks its own pages' spellings, for a visitor the gate stops and one past it.
    await setProtection(true);
    // Spellings the router matches to the page's route get the page; the others are not that route
    // and get the shell (the portal's client routes it): never the page past the gate's back.
    const samePage = ['/booking-terms', '/%62ooking-terms', '/booking%2Dterms', '/./booking-terms'];
    const shell = ['//booking-terms', '/booking-terms/', '/booking-terms;x=1'];
    const stranger = new TestClient(app);
    const passed = new TestClient(app);
    await passed.passGate();
    for (const url of [...samePage, ...shell]) {
      const stopped = await stranger.get(url);
      expect([url, stopped.statusCode, stopped.body.includes('Booking Terms')]).toEqual([url, 200, false]);
      const seen = await passed.get(url);
      expect([url, seen.statusCode, seen.body.includes('<h1>Booking Terms</h1>')]).toEqual([url, 200, samePage.includes(url)]);
    }
    const absolute = await app.inject({ method: 'GET', url: 'http://127.0.0.1/booking-terms' });
    expect(absolute.body).not.toContain('Booking Terms');
  });

  it('never serves the prerendered files themselves, under any spelling', async () => {
    for (const url of ['/prerendered/index.html', '/prerendered/manifest.json', '/%70rerendered/index.html', '/prerendered/booking-terms.html']) {
      const res = await new TestClient(app).get(url);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('Booking Terms');
    }
  });

  it('sends the page compressed when the browser accepts it (Brotli first), plain otherwise', async () => {
    await setProtection(false);
    const br = await app.inject({ method: 'GET', url: '/booking-terms', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('<h1>Booking Terms</h1>');
    const gzip = await app.inject({ method: 'GET', url: '/booking-terms', headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('<h1>Booking Terms</h1>');
    const plain = await app.inject({ method: 'GET', url: '/booking-terms', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<h1>Booking Terms</h1>');
    await setProtection(true);
  });

  it('embeds settings so that no value can close the data block', () => {
    const html = personalisePage('<body><main></main></body>', { mapTileUrl: '</script><script>alert(1)</script>' }, false);
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).toContain('\\u003c/script>');
  });

  it('makes a page’s hreflang links absolute with the public origin, and nothing else', () => {
    const html = personalisePage(
      '<head><link rel="alternate" hreflang="cy" href="/cy/register"><link rel="alternate" hreflang="x-default" href="/register"><link rel="stylesheet" href="/assets/a.css"></head><body></body>',
      {},
      false,
      'https://book.example',
    );
    expect(html).toContain('<link rel="alternate" hreflang="cy" href="https://book.example/cy/register">');
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="https://book.example/register">');
    expect(html).toContain('<link rel="stylesheet" href="/assets/a.css">');
    const english = personalisePage(
      '<head><link rel="alternate" hreflang="cy" href="/cy/register"><link rel="stylesheet" href="/assets/a.css"></head><body><a class="site-header__language" href="/cy/register" lang="cy" hreflang="cy">Cymraeg<span class="visually-hidden">: newid</span></a><a href="/">Home</a></body>',
      {},
      false,
      null,
    );
    expect(english).not.toContain('hreflang');
    expect(english).not.toContain('Cymraeg');
    expect(english).toContain('<a href="/">Home</a>');
    expect(english).toContain('<link rel="stylesheet" href="/assets/a.css">');
  });
});
