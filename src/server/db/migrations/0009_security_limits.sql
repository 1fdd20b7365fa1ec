CREATE TABLE "rate_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "uploads" DROP CONSTRAINT "uploads_session_id_sessions_id_fk";
--> statement-breakpoint
ALTER TABLE "uploads" ALTER COLUMN "session_id" DROP NOT NULL;--> statement-breakpoint
CREATE INDEX "rate_counters_reset_idx" ON "rate_counters" USING btree ("reset_at");--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "clients_username_lower_uq" ON "clients" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "salesmen_username_lower_uq" ON "salesmen" USING btree (lower("username"));