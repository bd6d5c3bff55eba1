import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { SCREENING_REQUIRED } from '../../../src/modules/search/clinical-safety.constants.js';
import { createTestApp } from '../../support/app.js';
import { TestClient } from '../../support/client.js';

/**
 * The Welsh pages on a portal build of our own: served at /cy while WELSH_PAGES is on, with absolute
 * hreflang links; a visitor who chose Welsh (the switch's cookie) or whose browser prefers it is sent
 * from an English patient page to its Welsh one. While WELSH_PAGES is off a /cy page sends its visitor
 * to the English one and the English pages link to no other language.
 */
describe('Welsh pages', () => {
  let dist: string;
  const shell = '<!doctype html><html lang="en-GB"><head><title>Shell</title></head><body><div id="root"><!--shell-->Loading the site…<!--/shell--></div></body></html>';
  const page = (lang: string, pathname: string, text: string) =>
    `<!doctype html><html lang="${lang}"><head><title>${text}</title><link rel="alternate" hreflang="en-GB" href="${pathname.replace(/^\/cy/, '') || '/'}"><link rel="alternate" hreflang="cy" href="/cy${pathname.replace(/^\/cy/, '')}"></head><body><div id="root" data-prerendered="${pathname}"><main id="main"><h1>${text}</h1></main></div></body></html>`;

  beforeAll(() => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'portal-dist-'));
    writeFileSync(path.join(dist, 'index.html'), shell);
    mkdirSync(path.join(dist, 'prerendered'));
    writeFileSync(path.join(dist, 'prerendered', 'booking-terms.html'), page('en-GB', '/booking-terms', 'Booking Terms'));
    writeFileSync(path.join(dist, 'prerendered', 'cy--booking-terms.html'), page('cy', '/cy/booking-terms', 'Telerau Archebu'));
    writeFileSync(
      path.join(dist, 'prerendered', 'manifest.json'),
      JSON.stringify({ '/booking-terms': 'booking-terms.html', '/cy/booking-terms': 'cy--booking-terms.html' }),
    );
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  async function visitorOf(app: NestFastifyApplication) {
    const visitor = new TestClient(app);
    await visitor.passGate();
    return visitor;
  }

  describe('while offered', () => {
    let app: NestFastifyApplication;
    beforeAll(async () => {
      app = await createTestApp({ PORTAL_DIST: dist, WELSH_PAGES: 'on', PUBLIC_URL: 'https://book.example' });
    });
    afterAll(async () => app.close());

    it('serves a Welsh page in Welsh with absolute hreflang links, and says so in the settings', async () => {
      const visitor = await visitorOf(app);
      const res = await visitor.get('/cy/booking-terms');
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<html lang="cy">');
      expect(res.body).toContain('<h1>Telerau Archebu</h1>');
      expect(res.body).toContain('<link rel="alternate" hreflang="en-GB" href="https://book.example/booking-terms">');
      expect(res.body).toContain('<link rel="alternate" hreflang="cy" href="https://book.example/cy/booking-terms">');
      expect(res.headers.vary).toContain('cookie');
      expect((await visitor.get('/api/site')).json()).toMatchObject({ welshPages: true });
    });

    it('sends a visitor who chose Welsh, or whose browser prefers it, to the Welsh page; the English choice wins over the browser', async () => {
      const visitor = await visitorOf(app);
      const chose = await visitor.get('/booking-terms?x=1', { cookie: `${visitor.cookieHeader()}; locale=cy` });
      expect(chose.statusCode).toBe(302);
      expect(chose.headers.location).toBe('/cy/booking-terms?x=1');
      const prefers = await visitor.get('/booking-terms', { 'accept-language': 'cy,en;q=0.5' });
      expect(prefers.headers.location).toBe('/cy/booking-terms');
      const english = await visitor.get('/booking-terms', { cookie: `${visitor.cookieHeader()}; locale=en-GB`, 'accept-language': 'cy' });
      expect(english.statusCode).toBe(200);
      expect(english.body).toContain('<h1>Booking Terms</h1>');
      // A client-side route gets the same, and the back office never does.
      expect((await visitor.get('/appointments/manage?token=t', { 'accept-language': 'cy' })).headers.location).toBe('/cy/appointments/manage?token=t');
      const admin = await visitor.get('/admin', { 'accept-language': 'cy' });
      expect(admin.statusCode).toBe(200);
      expect(admin.body).toContain('<!--shell-->');
    });
  });

  describe('while not offered', () => {
    let app: NestFastifyApplication;
    beforeAll(async () => {
      app = await createTestApp({ PORTAL_DIST: dist, WELSH_PAGES: 'off' });
    });
    afterAll(async () => app.close());

    it('sends a Welsh page to its English one, links to no other language, and redirects no one to Welsh', async () => {
      const visitor = await visitorOf(app);
      const welsh = await visitor.get('/cy/booking-terms?x=1');
      expect(welsh.statusCode).toBe(302);
      expect(welsh.headers.location).toBe('/booking-terms?x=1');
      expect((await visitor.get('/cy/appointments/manage?token=t')).headers.location).toBe('/appointments/manage?token=t');
      const english = await visitor.get('/booking-terms', { cookie: `${visitor.cookieHeader()}; locale=cy`, 'accept-language': 'cy' });
      expect(english.statusCode).toBe(200);
      expect(english.body).not.toContain('hreflang');
      expect((await visitor.get('/api/site')).json()).toMatchObject({ welshPages: false });
    });

    it('answers in English whatever a client asks for', async () => {
      const visitor = await visitorOf(app);
      const res = await visitor.post('/api/holds', { slotId: '00000000-0000-4000-8000-000000000000', patient: { name: 'Cai', phone: '07700 900777', postcode: 'CF10 1AA', issue: '' } }, { 'accept-language': 'cy' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: SCREENING_REQUIRED.code, message: SCREENING_REQUIRED.message });
    });
  });
});
