import { defineEntity, p } from '@mikro-orm/postgresql';

/**
 * Partner practices and their operatives. The table and its guarantees are created by hand-written
 * migrations (src/database/migrations); this definition mirrors them, and the schema-agreement test
 * keeps the two equal. Not expressible here: `practice_location_idx` is a GiST index on
 * point(longitude, latitude) carrying what a search reads (declared below by its SQL).
 */
export const Practice = defineEntity({
  name: 'Practice',
  tableName: 'practice',
  indexes: [
    { name: 'practice_active_name_idx', properties: ['name', 'id'], where: 'archived_at IS NULL' },
    {
      name: 'practice_location_idx',
      expression:
        'CREATE INDEX practice_location_idx ON public.practice USING gist (point(longitude, latitude)) INCLUDE (id, name, latitude, longitude) WHERE ((archived_at IS NULL) AND (latitude IS NOT NULL))',
    },
  ],
  checks: [
    { name: 'practice_name_check', expression: "btrim(name) <> ''::text" },
    { name: 'practice_address_line1_check', expression: "btrim(address_line1) <> ''::text" },
    { name: 'practice_city_check', expression: "btrim(city) <> ''::text" },
    { name: 'practice_postcode_check', expression: "btrim(postcode) <> ''::text" },
    // `latitude BETWEEN -90 AND 90` as MikroORM's schema reader normalises PostgreSQL's definition.
    { name: 'practice_latitude_check', expression: "latitude >= ('-90'::integer precision) AND latitude <= (90 precision)" },
    { name: 'practice_longitude_check', expression: "longitude >= ('-180'::integer precision) AND longitude <= (180 precision)" },
    { name: 'practice_check', expression: '(latitude IS NULL) = (longitude IS NULL)' },
  ],
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    name: p.text(),
    addressLine1: p.text(),
    addressLine2: p.text().nullable(),
    city: p.text(),
    postcode: p.text(),
    latitude: p.double().nullable(),
    longitude: p.double().nullable(),
    phone: p.text(),
    email: p.text(),
    website: p.text().nullable(),
    services: p.array().columnType('text[]').defaultRaw("'{}'::text[]"),
    openingHours: p.json<Record<string, { open: string; close: string; isClosed: boolean }>>().columnType('jsonb'),
    sampleKey: p.text().nullable().unique('practice_sample_key_key'),
    archivedAt: p.datetime().nullable(),
    createdAt: p.datetime().defaultRaw('now()'),
    updatedAt: p.datetime().defaultRaw('now()'),
  },
});

export const Operative = defineEntity({
  name: 'Operative',
  tableName: 'operative',
  checks: [{ name: 'operative_display_name_check', expression: "btrim(display_name) <> ''::text" }],
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    practice: () => p.manyToOne(Practice).mapToPk().deleteRule('cascade').foreignKeyName('operative_practice_id_fkey').index('operative_practice_idx'),
    displayName: p.text(),
    email: p.text().nullable(),
    createdAt: p.datetime().defaultRaw('now()'),
    updatedAt: p.datetime().defaultRaw('now()'),
  },
});
