import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync } from 'node:zlib';
import { Injectable, Logger } from '@nestjs/common';
import { TransactionRunner } from '../../shared/outbox/transaction-runner.js';
import { POSTCODE_FILE, POSTCODE_FILE_SHA256, POSTCODE_LOAD_BATCH_ROWS } from './postcodes.constants.js';
import { PostcodesRepository } from './postcodes.repository.js';
import { parsePostcodeLine } from './postcodes.rules.js';

export type LoadOutcome =
  | { status: 'already-loaded'; checksum: string }
  | { status: 'busy' }
  | { status: 'loaded'; checksum: string; rows: number; ms: number };

/** The bundled file sits in src/modules/postcodes/data; from dist/ the path is resolved back into src/. */
export function postcodeFilePath(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [
    path.join(here, 'data', POSTCODE_FILE),
    path.resolve(here, '../../../../src/modules/postcodes/data', POSTCODE_FILE),
  ];
  const found = candidates.find((p) => existsSync(p));
  if (!found) throw new Error(`${POSTCODE_FILE} not found`);
  return found;
}

/** The file's bytes and their SHA-256. */
export function readPostcodeFile(file = postcodeFilePath()): { bytes: Buffer; checksum: string } {
  const bytes = readFileSync(file);
  return { bytes, checksum: createHash('sha256').update(bytes).digest('hex') };
}

/**
 * Loads the whole-GB postcode file into `postcode` once per file (by SHA-256), in ONE transaction:
 * readers see the previous table (empty at first: the outcode table answers) until it commits, and
 * a loader that dies half way leaves nothing behind, so the next start loads again. A transaction
 * advisory lock lets one worker load while the others skip. Rows go in batches of
 * POSTCODE_LOAD_BATCH_ROWS, each one statement of three bound arrays (PostcodesRepository.insertBatch).
 */
@Injectable()
export class PostcodeLoader {
  private readonly logger = new Logger('PostcodeLoader');

  constructor(
    private readonly repo: PostcodesRepository,
    private readonly tx: TransactionRunner,
  ) {}

  /**
   * `sampleEvery: n` loads every n-th row only (tests that need real postcodes but not 1.7 M rows);
   * the sample is recorded under a checksum of its own.
   */
  async ensureLoaded(options: { file?: string; sampleEvery?: number } = {}): Promise<LoadOutcome> {
    const { bytes, checksum: fileChecksum } = readPostcodeFile(options.file);
    // A sample is its own data set: its checksum says which rows it holds.
    const checksum = options.sampleEvery
      ? createHash('sha256').update(`${fileChecksum}:every-${options.sampleEvery}`).digest('hex')
      : fileChecksum;
    if (await this.repo.isLoaded(checksum)) return { status: 'already-loaded', checksum };
    if (!options.file && fileChecksum !== POSTCODE_FILE_SHA256)
      this.logger.warn(`${POSTCODE_FILE} has SHA-256 ${fileChecksum}, not the published ${POSTCODE_FILE_SHA256}; loading it anyway`);

    const started = new Date();
    const t0 = performance.now();
    const lines = brotliDecompressSync(bytes).toString('utf8').split('\n');
    const every = options.sampleEvery ?? 1;
    const outcome = await this.tx.run(async () => {
      if (!(await this.repo.beginLoad())) return { status: 'busy' } as const;
      // Another worker may have finished while this one waited for its transaction.
      if (await this.repo.isLoaded(checksum)) return { status: 'already-loaded', checksum } as const;
      this.logger.log(`Loading ${lines.length - 2} postcodes${every > 1 ? ` (every ${every}th)` : ''} into the postcode table`);
      await this.repo.clear();
      let compact: string[] = [];
      let lat: number[] = [];
      let lng: number[] = [];
      let rows = 0;
      let nextReport = 0.1;
      const flush = async () => {
        if (!compact.length) return;
        await this.repo.insertBatch(compact, lat, lng);
        rows += compact.length;
        compact = [];
        lat = [];
        lng = [];
      };
      // Line 0 is the header; a sample takes every n-th data line.
      for (let i = 1; i < lines.length; i += every) {
        const row = parsePostcodeLine(lines[i]);
        if (!row) continue;
        compact.push(row.compact);
        lat.push(row.lat);
        lng.push(row.lng);
        if (compact.length < POSTCODE_LOAD_BATCH_ROWS) continue;
        await flush();
        if (i / lines.length >= nextReport) {
          this.logger.log(`Postcode table: ${Math.round((i / lines.length) * 100)}% (${rows} rows)`);
          nextReport += 0.1;
        }
      }
      await flush();
      if (rows === 0) throw new Error(`${POSTCODE_FILE} holds no postcode rows`);
      await this.repo.recordLoad(checksum, rows, started);
      return { status: 'loaded', checksum, rows, ms: Math.round(performance.now() - t0) } as const;
    });
    if (outcome.status === 'loaded')
      this.logger.log(`Postcode table loaded: ${outcome.rows} postcodes in ${(outcome.ms / 1000).toFixed(1)} s`);
    else if (outcome.status === 'busy') this.logger.log('Another worker is loading the postcode table');
    return outcome;
  }
}
