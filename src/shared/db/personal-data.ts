import { sql } from 'kysely';

/*
 * Privacy's rules in SQL (privacy.rules.ts has them for values), for the owners' queries and sweeps
 * of the personal data in their tables. A column is given as a reference, never as text.
 */

/** `phoneKey`: the last 10 digits of a stored number. */
export const phoneKeyOf = (column: string) => sql<string>`right(regexp_replace(${sql.ref(column)}, '\\D', '', 'g'), 10)`;

/** `outcodeOf`: the district of a postcode-shaped text, else ''. (`{0,1}` is the regex `?`.) */
export const outcodeOf = (column: string) =>
  sql<string>`CASE WHEN upper(regexp_replace(${sql.ref(column)}, '[^A-Za-z0-9]', '', 'g')) ~ '^[A-Z]{1,2}[0-9][A-Z0-9]{0,1}[0-9][A-Z]{2}$'
        THEN left(upper(regexp_replace(${sql.ref(column)}, '[^A-Za-z0-9]', '', 'g')), -3) ELSE '' END`;
