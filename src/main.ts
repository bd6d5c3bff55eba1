import 'reflect-metadata';
import { ConfigError, loadConfig } from './config/config.js';
import { createApp } from './app.factory.js';

/** The api process: NestJS on Fastify, serving /api, the portal, Bull Board, docs, health and metrics. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }
  const app = await createApp(config);
  await app.listen({ port: config.PORT, host: config.HOST });
}

main().catch((error) => {
  console.error('api failed to start:', error);
  process.exit(1);
});
