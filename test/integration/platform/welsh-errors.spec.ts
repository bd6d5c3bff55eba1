import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { SCREENING_REQUIRED } from '../../../src/modules/search/clinical-safety.constants.js';
import { SCREENING_REQUIRED_CY } from '../../../src/modules/search/clinical-safety.cy.constants.js';
import { createTestApp } from '../../support/app.js';
import { TestClient } from '../../support/client.js';

/**
 * The api answers its messages in the language the request asks for first (the portal sends its
 * page's language): Welsh where the shared words have their Welsh, English otherwise.
 */
describe("The api's errors in the request's language", () => {
  let app: NestFastifyApplication;
  let visitor: TestClient;

  beforeAll(async () => {
    app = await createTestApp();
    visitor = new TestClient(app);
    await visitor.passGate();
  });
  afterAll(async () => {
    await app.close();
  });

  const hold = (acceptLanguage?: string) =>
    visitor.post('/api/holds', { slotId: '00000000-0000-4000-8000-000000000000', patient: { name: 'Cai Jones', phone: '07700 900777', postcode: 'CF10 1AA', issue: '' } }, acceptLanguage ? { 'accept-language': acceptLanguage } : {});

  it('answers in Welsh to a request that asks for Welsh first', async () => {
    const res = await hold('cy');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: SCREENING_REQUIRED.code, message: SCREENING_REQUIRED_CY.message });
  });

  it('answers in English to an English page, whatever else the browser lists, and without the header', async () => {
    for (const language of ['en-GB', 'en-GB,cy;q=0.9', undefined]) {
      const res = await hold(language);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: SCREENING_REQUIRED.code, message: SCREENING_REQUIRED.message });
    }
  });
});
