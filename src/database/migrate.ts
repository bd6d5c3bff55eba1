import { loadConfig } from '../config/config.js';
import { migrateDatabase } from '../shared/db/migrate.js';

/** `npm run migrate`: create the database if needed and apply every pending migration. */
const config = loadConfig();
const applied = await migrateDatabase(config);
console.warn(applied.length ? `Applied ${applied.length} migration(s): ${applied.map((m) => m.name).join(', ')}` : 'Database is up to date.');
