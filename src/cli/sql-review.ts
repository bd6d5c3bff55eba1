import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeSqlReview } from '../shared/db/sql-review.js';
import { SQL_REVIEWED_REPOSITORIES } from '../database/sql-reviewed.js';

/** `npm run sql:review`: writes each reviewed repository's SQL next to it (`--check`: only compare). */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const check = process.argv.includes('--check');
const stale = await writeSqlReview(root, SQL_REVIEWED_REPOSITORIES, check);
if (check && stale.length) {
  console.error(`Stale reviewed SQL (run npm run sql:review):\n${stale.map((f) => `  ${f}`).join('\n')}`);
  process.exit(1);
}
console.log(stale.length ? `Wrote ${stale.join(', ')}` : 'Reviewed SQL is current.');
