CREATE TABLE "areas" (
	"id" integer PRIMARY KEY NOT NULL,
	"parent_id" integer NOT NULL,
	"name" text NOT NULL,
	"level" smallint NOT NULL,
	CONSTRAINT "areas_level_range" CHECK ("areas"."level" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "cis_nonces" (
	"partner_id" integer NOT NULL,
	"nonce" text NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cis_nonces_partner_id_nonce_pk" PRIMARY KEY("partner_id","nonce")
);
--> statement-breakpoint
CREATE TABLE "cis_partner_clients" (
	"partner_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	CONSTRAINT "cis_partner_clients_partner_id_client_id_pk" PRIMARY KEY("partner_id","client_id")
);
--> statement-breakpoint
CREATE TABLE "cis_partners" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"secret" text NOT NULL,
	CONSTRAINT "cis_partners_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "client_companies" (
	"client_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	CONSTRAINT "client_companies_client_id_company_id_pk" PRIMARY KEY("client_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "client_coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"coupon_id" integer NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "client_licences" (
	"client_id" integer NOT NULL,
	"kind" text NOT NULL,
	"upload_id" integer NOT NULL,
	CONSTRAINT "client_licences_client_id_kind_upload_id_pk" PRIMARY KEY("client_id","kind","upload_id")
);
--> statement-breakpoint
CREATE TABLE "client_profiles" (
	"client_id" integer PRIMARY KEY NOT NULL,
	"landline" text DEFAULT '' NOT NULL,
	"id_card" text DEFAULT '' NOT NULL,
	"bd_salesman_id" integer,
	"review_note" text DEFAULT '' NOT NULL,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"type_name" text NOT NULL,
	"coupon_type" smallint NOT NULL,
	"config_json" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"amount_fen" integer DEFAULT 0 NOT NULL,
	"payvalue_fen" integer DEFAULT 0 NOT NULL,
	"max_discount_fen" integer DEFAULT 0 NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"act_name" text DEFAULT '' NOT NULL,
	"coupon_title" text NOT NULL,
	"total" integer NOT NULL,
	"claimed" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "coupons_type_range" CHECK ("coupons"."coupon_type" in (1, 2)),
	CONSTRAINT "coupons_claimed_bound" CHECK ("coupons"."claimed" between 0 and "coupons"."total")
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"session_id" integer NOT NULL,
	"client_id" integer,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "verify_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"mobile" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cis_nonces" ADD CONSTRAINT "cis_nonces_partner_id_cis_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."cis_partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cis_partner_clients" ADD CONSTRAINT "cis_partner_clients_partner_id_cis_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."cis_partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cis_partner_clients" ADD CONSTRAINT "cis_partner_clients_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_companies" ADD CONSTRAINT "client_companies_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_companies" ADD CONSTRAINT "client_companies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_coupons" ADD CONSTRAINT "client_coupons_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_coupons" ADD CONSTRAINT "client_coupons_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_licences" ADD CONSTRAINT "client_licences_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_licences" ADD CONSTRAINT "client_licences_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_profiles" ADD CONSTRAINT "client_profiles_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_profiles" ADD CONSTRAINT "client_profiles_bd_salesman_id_salesmen_id_fk" FOREIGN KEY ("bd_salesman_id") REFERENCES "public"."salesmen"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "areas_parent_idx" ON "areas" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "cis_nonces_used_idx" ON "cis_nonces" USING btree ("used_at");--> statement-breakpoint
CREATE UNIQUE INDEX "client_coupons_once_uq" ON "client_coupons" USING btree ("client_id","coupon_id");--> statement-breakpoint
CREATE INDEX "uploads_session_idx" ON "uploads" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "verify_codes_mobile_idx" ON "verify_codes" USING btree ("mobile","created_at");