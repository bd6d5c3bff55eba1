import { z } from 'zod';
import { londonDayBounds } from '../../../shared/clock/clock.js';
import type { AppointmentFilters } from '../repositories/admin-appointments.repository.js';
import {
  type AppointmentCursor,
  classifySearch,
  decodeCursor,
  isTooShortForName,
} from '../rules/admin-appointments.rules.js';
import {
  ADMIN_APPOINTMENT_PAGE,
  ADMIN_APPOINTMENT_STATUSES,
  ADMIN_PAYMENT_STATUSES,
  ADMIN_SEARCH_MESSAGES as M,
} from '../booking.constants.js';

/** An empty parameter (`?q=&practiceId=`, as a shared link or a cleared field sends it) is no filter. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

const londonDate = z
  .string({ error: M.badDate })
  .regex(/^\d{4}-\d{2}-\d{2}$/, M.badDate)
  .refine((d) => {
    try {
      londonDayBounds(d);
      return true;
    } catch {
      return false;
    }
  }, M.badDate);

/** The query string's parameters, also what the OpenAPI document lists (the checks and filters follow). */
export const adminAppointmentsQueryFields = z.object({
  q: optional(z.string({ error: M.queryTooLong }).trim().max(100, M.queryTooLong)),
  practiceId: optional(z.uuid({ error: M.badPractice })),
  from: optional(londonDate),
  to: optional(londonDate),
  // 'all' is the tab's existing "every status" (cancelled included).
  status: optional(z.enum(['all', ...ADMIN_APPOINTMENT_STATUSES], { error: M.badStatus })),
  paymentStatus: optional(z.enum(['all', ...ADMIN_PAYMENT_STATUSES], { error: M.badPaymentStatus })),
  cursor: optional(z.string({ error: M.badCursor })),
  limit: optional(
    z.coerce
      .number({ error: M.badLimit })
      .int(M.badLimit)
      .min(1, M.badLimit)
      .max(ADMIN_APPOINTMENT_PAGE.maxLimit, M.badLimit),
  ),
});

/**
 * GET /api/admin/appointments and /api/admin/appointments.csv: the query string, validated (a clear
 * 400 for anything else, a tampered cursor included) and turned into the repository's filters.
 */
export const adminAppointmentsQuery = adminAppointmentsQueryFields
  .check((ctx) => {
    const { from, to, cursor } = ctx.value;
    if (from && to && from > to)
      ctx.issues.push({ code: 'custom', message: M.badRange, path: ['from'], input: from });
    // Fewer than 3 letters has no trigram to look up: such a search would read every row.
    if (ctx.value.q && isTooShortForName(ctx.value.q)) {
      ctx.issues.push({ code: 'custom', message: M.nameTooShort, path: ['q'], input: ctx.value.q });
    }
    if (cursor !== undefined && !decodeCursor(cursor))
      ctx.issues.push({ code: 'custom', message: M.badCursor, path: ['cursor'], input: cursor });
  })
  .transform((v) => {
    const filters: AppointmentFilters = {};
    if (v.q) filters.search = classifySearch(v.q);
    if (v.practiceId) filters.practiceId = v.practiceId;
    if (v.from) filters.startsFrom = londonDayBounds(v.from).start;
    if (v.to) filters.startsBefore = londonDayBounds(v.to).end;
    if (v.status && v.status !== 'all') filters.status = v.status;
    if (v.paymentStatus && v.paymentStatus !== 'all') filters.paymentStatus = v.paymentStatus;
    const cursor: AppointmentCursor | undefined = v.cursor ? decodeCursor(v.cursor) : undefined;
    return { filters, cursor, limit: v.limit ?? ADMIN_APPOINTMENT_PAGE.defaultLimit };
  });
export type AdminAppointmentsQuery = z.output<typeof adminAppointmentsQuery>;
