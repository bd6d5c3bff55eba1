import type { Config } from '../config/config.js';

/**
 * Runs once per `npm start` after migrations, before the processes start: creates what a fresh
 * machine needs (first admin, gate password, sample data) and returns lines to print.
 */
export async function firstStart(_config: Config): Promise<string[]> {
  return [];
}
