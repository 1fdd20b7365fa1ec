/**
 * Audit trail: logins, a salesman acting for a customer, payments and operator actions. Append-only: the migration
 * installs a trigger refusing UPDATE and DELETE. Imports accounts only, so any area may write to it.
 */
import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    /** 'login', 'login_failed', 'logout', 'acting', 'payment', 'refund', 'operator', … */
    action: text('action').notNull(),
    /** 'client', 'salesman', 'staff', 'operator', 'system', 'provider', 'visitor'. */
    actorKind: text('actor_kind').notNull(),
    actorId: integer('actor_id'),
    /** What it was done to, e.g. 'order:YC2026…', 'client:12'. */
    subject: text('subject').notNull().default(''),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    ip: text('ip').notNull().default(''),
    at: createdAt(),
  },
  (t) => [index('audit_log_action_idx').on(t.action, t.at)],
);
