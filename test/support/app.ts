import type { DynamicModule, Type } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { loadConfig, type Config } from '../../src/config/config.js';
import { createApp } from '../../src/app.factory.js';

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({ ...process.env, PORTAL_DIST: 'portal/dist', ...overrides });
}

/** The real api (Fastify, filters, modules) on this run's database and Redis prefix. */
export async function createTestApp(
  overrides: Record<string, string> = {},
  extraModules: Array<Type | DynamicModule> = [],
): Promise<NestFastifyApplication> {
  const app = await createApp(testConfig(overrides), { extraModules });
  await app.getHttpAdapter().getInstance().ready();
  return app;
}
