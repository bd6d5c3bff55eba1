import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createTestApp } from '../support/app.js';
import { tileOrigins } from '../../src/shared/http/security-headers.js';

describe('Security headers', () => {
  let app: NestFastifyApplication;

  beforeAll(async () => {
    app = await createTestApp({ MAP_TILE_URL: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png' });
  });
  afterAll(async () => {
    await app.close();
  });

  it('sends a CSP that allows only our origin, Stripe and the map tiles, and forbids framing', async () => {
    const res = await app.inject({ method: 'GET', url: '/health/live' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self' https:\/\/js\.stripe\.com(;|$)/);
    expect(csp).toContain('connect-src \'self\' https://api.stripe.com');
    expect(csp).toContain('https://*.tile.openstreetmap.org');
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('sends HSTS only in production', async () => {
    const res = await app.inject({ method: 'GET', url: '/health/live' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('derives tile origins from a tile URL template', () => {
    expect(tileOrigins('https://tiles.example.com/{z}/{x}/{y}.png')).toEqual(['https://tiles.example.com']);
    expect(tileOrigins(undefined)).toEqual([]);
    expect(tileOrigins('not a url')).toEqual([]);
  });
});
