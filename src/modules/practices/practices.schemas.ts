import { z } from 'zod';
import { ValidationError } from '../../shared/errors/domain-error.js';
import { findControlCharacter } from '../../shared/http/control-characters.pipe.js';
import { INPUT_MESSAGES } from '../../shared/http/input.constants.js';
import { zodErrorBody } from '../../shared/http/zod-validation.pipe.js';
import { plainMailbox } from '../notifications/rules/mailbox.rules.js';
import { DEFAULT_OPENING_HOURS } from '../availability/availability.constants.js';
import { MAX_IMPORT_ITEMS, PRACTICE_MESSAGES as M, PRACTICES_PAGE } from './practices.constants.js';
import { decodePracticeCursor } from './practices.rules.js';
import { practiceAnswerSchema } from '../search/index.js';

/** An e-mail field: one plain mailbox (`plainMailbox`), given back in the form it is stored and sent in. */
const mailboxField = (message: string) =>
  z.string({ error: message }).transform((value, ctx) => {
    const mailbox = plainMailbox(value);
    if (mailbox) return mailbox;
    ctx.issues.push({ code: 'custom', message, input: value });
    return z.NEVER;
  });

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
const time = z.union([z.literal(''), z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Times are written as HH:MM.')]);
const dayHours = z
  .object({ open: time.default(''), close: time.default(''), isClosed: z.boolean().default(false) })
  .refine((d) => d.isClosed || (d.open !== '' && d.close !== '' && d.open < d.close), 'Opening must be before closing.');
export const openingHoursSchema = z.object(Object.fromEntries(WEEKDAYS.map((d) => [d, dayHours])) as Record<(typeof WEEKDAYS)[number], typeof dayHours>);

const text = (required: string, max = 200) => z.string({ error: required }).trim().min(1, required).max(max);
const optionalText = (max = 200) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));
/** Coordinates arrive as numbers or as strings (the admin form keeps them as text). */
const coordinate = (min: number, max: number, message: string) =>
  z
    // null inside the union, not around it: the same values, and OpenAPI 3.0 allows `nullable` only beside a `type`.
    .union([z.number(), z.string().trim().nullable()])
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === null || v === '') return null;
      const n = typeof v === 'number' ? v : Number(v);
      if (!Number.isFinite(n) || n < min || n > max) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return n;
    });

/** Services arrive comma-separated or as a list; trimmed, empty items dropped (spec section 5). */
export function splitServices(input: unknown): string[] {
  const items = Array.isArray(input) ? input.map(String) : typeof input === 'string' ? input.split(',') : [];
  return items.map((s) => s.trim()).filter(Boolean);
}

/**
 * A practice as the admin form and the import send it. Accepts the spec's shape (address.*,
 * contact.*, coords.{lat,lng}) and flat fields (phone, email, website, latitude, longitude).
 */
export const practiceInputSchema = z.preprocess(
  (raw) => {
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return raw;
    const r = raw as Record<string, Record<string, unknown> | unknown>;
    const address = (r.address && typeof r.address === 'object' ? r.address : {}) as Record<string, unknown>;
    const contact = (r.contact && typeof r.contact === 'object' ? r.contact : {}) as Record<string, unknown>;
    const coords = (r.coords && typeof r.coords === 'object' ? r.coords : {}) as Record<string, unknown>;
    return {
      name: r.name,
      addressLine1: r.addressLine1 ?? address.line1,
      addressLine2: r.addressLine2 ?? address.line2,
      city: r.city ?? address.city,
      postcode: r.postcode ?? address.postcode,
      phone: r.phone ?? contact.phone,
      email: r.email ?? contact.email,
      website: r.website ?? contact.website,
      latitude: r.latitude ?? address.latitude ?? coords.lat,
      longitude: r.longitude ?? address.longitude ?? coords.lng,
      services: splitServices(r.services),
      openingHours: r.openingHours ?? DEFAULT_OPENING_HOURS,
    };
  },
  z
    .object({
      name: text(M.nameRequired),
      addressLine1: text(M.line1Required),
      addressLine2: optionalText(),
      city: text(M.cityRequired, 100),
      postcode: text(M.postcodeRequired, 10).transform((p) => p.toUpperCase().replace(/\s+/g, ' ')),
      phone: text(M.phoneRequired, 40),
      // One plain mailbox, as every e-mail field takes: the practice's booking e-mails go to it.
      email: mailboxField(M.emailInvalid),
      website: z
        .union([z.literal(''), z.url({ error: M.websiteInvalid, protocol: /^https?$/ }).nullable()])
        .optional()
        .transform((v) => (v ? v : null)),
      latitude: coordinate(-90, 90, M.latitudeRange),
      longitude: coordinate(-180, 180, M.longitudeRange),
      services: z.array(z.string().max(100)).max(50),
      openingHours: openingHoursSchema,
    })
    .refine((p) => (p.latitude === null) === (p.longitude === null), {
      message: 'Give both latitude and longitude, or neither.',
      path: ['longitude'],
    }),
);
export type PracticeInput = z.infer<typeof practiceInputSchema>;

/** A practice of pasted text, checked as a raw body is by the global pipe (which saw only the text), then as a practice. */
const pastedPractice = z
  .unknown()
  .superRefine((item, ctx) => {
    const field = findControlCharacter(item);
    if (field !== undefined) ctx.addIssue({ code: 'custom', message: INPUT_MESSAGES.controlCharacters, path: field ? field.split('.') : [] });
  })
  .pipe(practiceInputSchema);

const PASTED_NOT_JSON = 'pasted_not_json';
const practices = <T extends z.ZodType>(item: T) => z.array(item).min(1).max(MAX_IMPORT_ITEMS);

/**
 * POST /api/admin/practices/import: a list of 1 to MAX_IMPORT_ITEMS practices, one practice, or the
 * pasted text of either (`json`); read as the list. `practiceImportRefusal` words its refusals.
 */
export const practiceImportBodySchema = z.union([
  practices(practiceInputSchema),
  practiceInputSchema.transform((practice) => [practice]),
  z.object({
    json: z
      .string()
      .transform((text, ctx) => {
        try {
          return JSON.parse(text) as unknown;
        } catch {
          ctx.addIssue({ code: 'custom', message: M.invalidJson, params: { reason: PASTED_NOT_JSON } });
          return z.NEVER;
        }
      })
      .pipe(z.preprocess((data) => (Array.isArray(data) ? data : [data]), practices(pastedPractice))),
  }).transform((body) => body.json),
]);

/**
 * The import's refusal as the Practices tab shows it: pasted text that is not JSON, a count out of
 * range, or the first bad practice, named by its place in the list with its fields (`<index>.<field>`).
 */
export function practiceImportRefusal(error: z.ZodError, body: unknown): ValidationError {
  const pasted = !!body && typeof body === 'object' && !Array.isArray(body) && typeof (body as { json?: unknown }).json === 'string';
  // The union's reading that applies to this body: a list, one practice, or the pasted text.
  const union = error.issues.find((issue) => issue.code === 'invalid_union');
  const branch = Array.isArray(body) ? 0 : pasted ? 2 : 1;
  const issues = (union?.code === 'invalid_union' ? union.errors[branch] : error.issues).map((issue) => ({
    ...issue,
    path: pasted ? issue.path.slice(1) : issue.path,
  }));
  if (issues.some((issue) => issue.code === 'custom' && issue.params?.reason === PASTED_NOT_JSON)) return new ValidationError(M.invalidJson);
  if (issues.some((issue) => issue.path.length === 0 && (issue.code === 'too_small' || issue.code === 'too_big'))) {
    return new ValidationError(`Import between 1 and ${MAX_IMPORT_ITEMS} practices at a time.`);
  }
  // One practice (not a list) has its issues at the root: it is the first.
  const indexOf = (path: PropertyKey[]) => (branch === 1 ? 0 : Number(path[0]));
  const first = Math.min(...issues.map((issue) => indexOf(issue.path)));
  const own = issues.filter((issue) => indexOf(issue.path) === first).map((issue) => ({ ...issue, path: branch === 1 ? issue.path : issue.path.slice(1) }));
  const { message, fields = {} } = zodErrorBody(new z.ZodError(own));
  const field = Object.keys(fields)[0] ?? '_';
  return new ValidationError(`Practice ${first + 1}: ${field}: ${message}`, Object.fromEntries(Object.entries(fields).map(([k, v]) => [`${first}.${k}`, v])));
}

export const operativeInputSchema = z
  .object({
    displayName: text(M.operativeNameRequired, 120),
    email: z
      .union([z.literal(''), mailboxField(M.emailInvalid).nullable()])
      .optional()
      .transform((v) => (v ? v : null)),
  })
  .strict();

export const idParamSchema = z.object({ id: z.uuid({ error: M.notFound }) });

/** GET /api/admin/practices/page: the search box, the opaque cursor and the page size (an empty value is none). */
export const practicesPageQuerySchema = z
  .object({
    q: z.preprocess((v) => (v === '' ? undefined : v), z.string({ error: M.pageQueryTooLong }).trim().max(100, M.pageQueryTooLong).optional()),
    cursor: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z
        .string({ error: M.pageBadCursor })
        .transform((c, ctx) => {
          const cursor = decodePracticeCursor(c);
          if (!cursor) ctx.addIssue({ code: 'custom', message: M.pageBadCursor });
          return cursor ?? z.NEVER;
        })
        .optional(),
    ),
    limit: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.coerce.number({ error: M.pageBadLimit }).int(M.pageBadLimit).min(1, M.pageBadLimit).max(PRACTICES_PAGE.maxLimit, M.pageBadLimit).default(PRACTICES_PAGE.defaultLimit),
    ),
  });

/*
 * What the practices routes answer: the OpenAPI document is made from these schemas, and the
 * repository's and service's answers are typed by them, so the code and the document agree.
 */

/**
 * The one JSON shape of a practice (admin list, public details), search's without the distance: one
 * definition, so the search answer and the practice pages describe a practice alike.
 */
export const practiceViewSchema = practiceAnswerSchema.omit({ distanceKm: true }).extend({
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type PracticeView = z.infer<typeof practiceViewSchema>;

export const operativeViewSchema = z.object({ id: z.uuid(), displayName: z.string(), email: z.string().nullable() });

/** A practice of the admin's list: with its operatives and its first bookable slot in 7 days (London ISO times). */
export const listedPracticeSchema = practiceViewSchema.extend({
  operatives: z.array(operativeViewSchema),
  nextAvailable: z.object({ id: z.uuid(), startTime: z.string(), endTime: z.string() }).nullable(),
});
export type ListedPractice = z.infer<typeof listedPracticeSchema>;

export const practicesPageSchema = z.object({
  items: z.array(listedPracticeSchema),
  /** Opaque; null on the last page. */
  nextCursor: z.string().nullable(),
});

/** `createdAt` is PostgreSQL's timestamptz text ('2026-11-24 09:15:00.123+00'), as the driver reads it. */
export const operativeListSchema = z.array(operativeViewSchema.extend({ createdAt: z.string() }));

export const practiceLocationSchema = z.object({ latitude: z.number(), longitude: z.number(), approximate: z.boolean() });

export const practiceImportAnswerSchema = z.object({ imported: z.number().int(), practices: z.array(practiceViewSchema) });

export const sampleImportAnswerSchema = z.object({ added: z.number().int(), total: z.number().int(), message: z.string() });

export const practiceRemovedSchema = z.object({ id: z.uuid(), outcome: z.enum(['archived', 'deleted']) });
