// Preloaded (`node --import`) into the api and worker of test/faults/redis-outage.spec.ts: when an
// ioredis client with no 'error' listener fails, ioredis prints "[ioredis] Unhandled error event"
// and nothing says which client it was. This prints, next to it, where that client was created, so
// a failure of that test names the culprit (seen once in CI, 2026-11-24; not reproduced locally).
import { createRequire } from 'node:module';
import path from 'node:path';

// The same module instance the api's own `import 'ioredis'` gets (ioredis is CommonJS only).
const { Redis } = createRequire(path.join(process.cwd(), 'package.json'))('ioredis');

const connect = Redis.prototype.connect;
Redis.prototype.connect = function (...args) {
  if (!this.createdAt) this.createdAt = new Error('created').stack.split('\n').slice(2, 16).join(' | ');
  return connect.apply(this, args);
};

const silentEmit = Redis.prototype.silentEmit;
Redis.prototype.silentEmit = function (eventName, ...rest) {
  if (eventName === 'error' && this.status !== 'end' && this.listeners('error').length === 0) {
    console.error(`[ioredis-origin] a client with no error listener failed (status ${this.status}); created at ${this.createdAt}`);
  }
  return silentEmit.call(this, eventName, ...rest);
};
