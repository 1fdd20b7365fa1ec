CREATE TABLE "pay_passwords" (
	"client_id" integer PRIMARY KEY NOT NULL,
	"password_hash" text NOT NULL,
	"failures" smallint DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pay_passwords_failures_nonneg" CHECK ("pay_passwords"."failures" >= 0)
);
--> statement-breakpoint
ALTER TABLE "pay_passwords" ADD CONSTRAINT "pay_passwords_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;