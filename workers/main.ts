import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { ConfigError, loadConfig, productionWarnings } from '../src/config/config.js';
import { createPinoLogger, PinoNestLogger } from '../src/shared/logging/logger.js';
import { WorkerModule } from './worker.module.js';

/**
 * The worker process: the outbox relay and one BullMQ processor per queue. Any number of copies
 * may run. On SIGTERM Nest closes the BullMQ workers, which finish their in-flight jobs (or leave
 * them to be picked up again as stalled) before the process exits.
 */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78);
    }
    throw error;
  }
  const logger = createPinoLogger(config.LOG_LEVEL, 'worker');
  for (const warning of productionWarnings(config)) logger.warn({ optOut: true }, warning);
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(config), {
    logger: new PinoNestLogger(logger),
  });
  app.enableShutdownHooks();
  await app.init();
  logger.info({ roles: config.WORKER_ROLES }, 'worker ready');
}

main().catch((error) => {
  console.error('worker failed to start:', error);
  process.exit(1);
});
