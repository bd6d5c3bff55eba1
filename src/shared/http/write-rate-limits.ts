import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../../config/config.js';
import { REDIS } from '../queues/redis.js';
import { RateLimiter } from './rate-limiter.js';
import { CommonErrorCode } from '../errors/common.errors.js';

/**
 * The public writes a script could hammer (holds, checkout, payment, the confirmation's address, the
 * booking's language, the gate, the waitlist, the manage link), limited per IP in one shared window across all of them: a patient's booking is a
 * handful of these, a bot's thousands. Search and login have their own limits.
 */
export const WRITE_RATE_LIMITED_ROUTES = [
  'POST /api/holds',
  'POST /api/holds/:id/extend',
  'DELETE /api/holds/:id',
  'POST /api/holds/:id/checkout',
  'POST /api/simulated-payments/confirm',
  'POST /api/simulated-payments/authenticate',
  'POST /api/appointments/:id/payment',
  'POST /api/appointments/:id/email',
  'PUT /api/appointments/:id/locale',
  'POST /api/site/gate',
  'POST /api/waitlist',
  'POST /api/waitlist/confirm',
  'POST /api/waitlist/offers/claim',
  'POST /api/waitlist/leave',
  'POST /api/manage/cancel',
  'POST /api/manage/reschedule',
  'POST /api/auth/email-link/verify',
] as const;
export const WRITE_RATE_WINDOW_SECONDS = 60;
export const WRITE_RATE_LIMITED_MESSAGE = 'Too many requests from your connection. Please wait a minute and try again.';

export async function registerWriteRateLimits(app: NestFastifyApplication, config: Pick<Config, 'REDIS_PREFIX' | 'WRITE_RATE_LIMIT_PER_MINUTE'>) {
  const limiter = new RateLimiter(app.get<Redis>(REDIS, { strict: false }), config.REDIS_PREFIX);
  const limited = new Set<string>(WRITE_RATE_LIMITED_ROUTES);
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', async (request, reply) => {
      if (!limited.has(`${request.method} ${request.routeOptions.url}`)) return;
      const hit = await limiter.hit(`write:${request.ip}`, config.WRITE_RATE_LIMIT_PER_MINUTE, WRITE_RATE_WINDOW_SECONDS);
      if (!hit.limited) return;
      void reply.header('retry-after', String(hit.retryAfterSeconds));
      return reply.status(429).send({ message: WRITE_RATE_LIMITED_MESSAGE, code: CommonErrorCode.RateLimited });
    });
}
