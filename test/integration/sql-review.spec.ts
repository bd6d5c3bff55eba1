import path from 'node:path';
import { writeSqlReview } from '../../src/shared/db/sql-review.js';
import { SQL_REVIEWED_REPOSITORIES } from '../../src/shared/db/sql-reviewed.js';

/**
 * The SQL of the booking, search and payments repositories is checked in beside them for review
 * (ADR 0027): a change to a query that is not followed by `npm run sql:review` fails here.
 */
describe('Reviewed SQL', () => {
  it('is current for every reviewed repository', async () => {
    const stale = await writeSqlReview(path.resolve(import.meta.dirname, '../..'), SQL_REVIEWED_REPOSITORIES, true);
    expect(stale).toEqual([]);
  });

  it('covers the booking, search and payments repositories', () => {
    const contexts = new Set(SQL_REVIEWED_REPOSITORIES.map((r) => r.file.split('/')[2]));
    expect([...contexts].sort()).toEqual(['booking', 'payments', 'search']);
  });
});
