/**
 * With Jest workers (`--maxWorkers=2`), each worker runs its test files one after another on a
 * database and Redis key prefix of its own, as `--runInBand` does on the run's: files never share
 * rows, queues or rate-limit counters with a file running at the same moment.
 */
export function workerDatabaseUrl(runUrl, workerId) {
  const url = new URL(runUrl);
  url.pathname = `${url.pathname}_w${workerId}`;
  return url.toString();
}

export function workerRedisPrefix(runPrefix, workerId) {
  return `${runPrefix}_w${workerId}`;
}

/** 1 … the run's worker count (Jest numbers its workers from 1; a run in band is worker 1). */
export function workerIds(count) {
  return Array.from({ length: count }, (_, i) => i + 1);
}
