import type { DynamicModule, Type } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { loadConfig, type Config } from '../../src/config/config.js';
import { createApp } from '../../src/app.factory.js';
import { Clock } from '../../src/shared/clock/clock.js';
import { checkResponsesAgainstDocument } from './response-contract.js';

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({ ...process.env, PORTAL_DIST: 'portal/dist', ...overrides });
}

/** The real api (Fastify, filters, modules) on this run's database and Redis prefix. */
export async function createTestApp(
  overrides: Record<string, string> = {},
  extraModules: Array<Type | DynamicModule> = [],
): Promise<NestFastifyApplication> {
  const app = await createApp(testConfig(overrides), { extraModules });
  // Every JSON answer is checked against the OpenAPI document (issue #35).
  checkResponsesAgainstDocument(app);
  await app.getHttpAdapter().getInstance().ready();
  return app;
}

/**
 * "Now" on the app's Clock as a SQL literal, for rows a test writes itself: the run's clock may be
 * moved to another day (npm run test:days), and PostgreSQL's now() is not.
 */
export function clockNowSql(app: NestFastifyApplication): string {
  return `'${app.get(Clock).now().toISOString()}'::timestamptz`;
}
