CREATE TABLE "licence_renewals" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"issuer" text NOT NULL,
	"valid_from" date NOT NULL,
	"valid_until" date NOT NULL,
	"upload_id" integer NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "licence_renewals_status_range" CHECK ("licence_renewals"."status" between 0 and 2),
	CONSTRAINT "licence_renewals_dates" CHECK ("licence_renewals"."valid_from" <= "licence_renewals"."valid_until")
);
--> statement-breakpoint
CREATE TABLE "order_purchasers" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"purchaser_id" integer,
	"name" text NOT NULL,
	"id_card_masked" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchasers" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"name" text NOT NULL,
	"id_card" text NOT NULL,
	"phone" text NOT NULL,
	"letter_upload_id" integer,
	"valid_from" date NOT NULL,
	"valid_until" date NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchasers_dates" CHECK ("purchasers"."valid_from" <= "purchasers"."valid_until")
);
--> statement-breakpoint
ALTER TABLE "client_licence_validity" ADD COLUMN "number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "client_licence_validity" ADD COLUMN "issuer" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "client_licence_validity" ADD COLUMN "valid_from" date;--> statement-breakpoint
ALTER TABLE "client_licence_validity" ADD COLUMN "upload_id" integer;--> statement-breakpoint
ALTER TABLE "licence_renewals" ADD CONSTRAINT "licence_renewals_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licence_renewals" ADD CONSTRAINT "licence_renewals_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_purchasers" ADD CONSTRAINT "order_purchasers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_purchasers" ADD CONSTRAINT "order_purchasers_purchaser_id_purchasers_id_fk" FOREIGN KEY ("purchaser_id") REFERENCES "public"."purchasers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchasers" ADD CONSTRAINT "purchasers_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchasers" ADD CONSTRAINT "purchasers_letter_upload_id_uploads_id_fk" FOREIGN KEY ("letter_upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "licence_renewals_client_idx" ON "licence_renewals" USING btree ("client_id","kind");--> statement-breakpoint
CREATE INDEX "licence_renewals_pending_idx" ON "licence_renewals" USING btree ("created_at") WHERE "licence_renewals"."status" = 0;--> statement-breakpoint
CREATE INDEX "purchasers_client_idx" ON "purchasers" USING btree ("client_id");--> statement-breakpoint
ALTER TABLE "client_licence_validity" ADD CONSTRAINT "client_licence_validity_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;