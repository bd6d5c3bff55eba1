import Fastify from 'fastify';

/**
 * The ceiling of `npm run bench -- http`: a bare Fastify hello-world (no logger, no hooks) on the
 * same machine, Node and Fastify version as the api. Started as its own process by bench/http.ts:
 * `node dist/bench/_hello.js PORT`.
 */
const port = Number(process.argv[2] ?? 0);
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port, host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
