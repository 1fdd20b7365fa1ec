/**
 * The database type every service and seeder is written against. Apart from client.ts (which opens, migrates and
 * seeds) so the seed can name it without importing the module that calls it.
 */
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
