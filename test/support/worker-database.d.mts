export function workerDatabaseUrl(runUrl: string, workerId: string | number): string;
export function workerRedisPrefix(runPrefix: string, workerId: string | number): string;
export function workerIds(count: number): number[];
