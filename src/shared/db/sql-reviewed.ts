import { SearchRepository } from '../../modules/search/search.repository.js';
import type { ReviewedRepository } from './sql-review.js';

/**
 * The repositories whose SQL is checked in for review (issue: booking, search and payments).
 * `npm run sql:review` rewrites their files; test/integration/sql-review.spec.ts fails when stale.
 */
export const SQL_REVIEWED_REPOSITORIES: ReviewedRepository[] = [
  { repository: SearchRepository, create: (db) => new SearchRepository(db), file: 'src/modules/search/sql/search.repository.sql' },
];
