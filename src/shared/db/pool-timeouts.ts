import type { Socket } from 'node:net';
import type { Pool, PoolClient } from 'pg';

/** How much longer than the server's statement timeout we wait for an answer before giving up. */
export const ANSWER_TIMEOUT_MARGIN_MS = 1000;

/** `pg` Pool options for the timeouts in config (0: none), as MikroORM `driverOptions`. */
export function poolTimeouts(options: { connectTimeoutMs?: number; statementTimeoutMs?: number }) {
  const statement = options.statementTimeoutMs ?? 0;
  return {
    ...(options.connectTimeoutMs ? { connectionTimeoutMillis: options.connectTimeoutMs } : {}),
    ...(statement > 0
      ? {
          // Server side: a runaway statement is cancelled and its connection stays usable.
          statement_timeout: statement,
          // Client side: PostgreSQL that stops answering (a partition, a frozen primary) never
          // cancels anything, so we stop waiting ourselves.
          query_timeout: statement + ANSWER_TIMEOUT_MARGIN_MS,
          onPoolCreated: dropConnectionsThatTimedOut,
        }
      : {}),
  };
}

/**
 * `pg` fails a query whose answer does not come within `query_timeout` but keeps its connection,
 * with the query still outstanding: on a dead link every later query on that connection would wait
 * out the timeout again, for as long as TCP takes to notice (many minutes). Destroying the socket
 * makes the pool drop the connection when it is released and open a fresh one next time.
 */
export function dropConnectionsThatTimedOut(pool: Pool): void {
  pool.on('connect', (client: PoolClient) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (...args: unknown[]) => {
      const result = query(...args);
      if (result instanceof Promise) {
        result.catch((error: unknown) => {
          if ((error as Error)?.message === 'Query read timeout') {
            (client as unknown as { connection: { stream: Socket } }).connection.stream.destroy();
          }
        });
      }
      return result;
    };
  });
}
