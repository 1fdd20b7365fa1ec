CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"theme" text DEFAULT 'green' NOT NULL,
	"url" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"manufacturer" text NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"colour" text DEFAULT '#0f7b6c' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "brands_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "coupon_scopes" (
	"id" serial PRIMARY KEY NOT NULL,
	"coupon_id" integer NOT NULL,
	"product_id" integer,
	"class_id" integer,
	"brand" text
);
--> statement-breakpoint
CREATE TABLE "floor_products" (
	"floor_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "floor_products_floor_id_product_id_pk" PRIMARY KEY("floor_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "home_floors" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"url" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_history_clears" (
	"client_id" integer PRIMARY KEY NOT NULL,
	"cleared_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zone_products" (
	"zone" text NOT NULL,
	"product_id" integer NOT NULL,
	"section" text DEFAULT '' NOT NULL,
	"original_price_fen" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "zone_products_zone_product_id_pk" PRIMARY KEY("zone","product_id"),
	CONSTRAINT "zone_products_zone_kind" CHECK ("zone_products"."zone" in ('clinic', 'special', 'major'))
);
--> statement-breakpoint
ALTER TABLE "coupon_scopes" ADD CONSTRAINT "coupon_scopes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "floor_products" ADD CONSTRAINT "floor_products_floor_id_home_floors_id_fk" FOREIGN KEY ("floor_id") REFERENCES "public"."home_floors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "floor_products" ADD CONSTRAINT "floor_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_history_clears" ADD CONSTRAINT "search_history_clears_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zone_products" ADD CONSTRAINT "zone_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_scopes_coupon_idx" ON "coupon_scopes" USING btree ("coupon_id");--> statement-breakpoint
CREATE INDEX "zone_products_product_idx" ON "zone_products" USING btree ("product_id");