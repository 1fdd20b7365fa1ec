-- UNLOGGED by hand (drizzle-kit does not declare it): counts and in-flight leases live seconds, not worth the WAL.
CREATE UNLOGGED TABLE "request_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"reset_at" timestamp with time zone,
	"leases" text[] DEFAULT '{}' NOT NULL
);
