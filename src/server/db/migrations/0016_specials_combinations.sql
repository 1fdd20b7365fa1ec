CREATE TABLE "activity_buyers" (
	"kind" smallint NOT NULL,
	"activity_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"bought" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "activity_buyers_kind_activity_id_client_id_pk" PRIMARY KEY("kind","activity_id","client_id"),
	CONSTRAINT "activity_buyers_bought_nonneg" CHECK ("activity_buyers"."bought" >= 0),
	CONSTRAINT "activity_buyers_kind_range" CHECK ("activity_buyers"."kind" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "combination_items" (
	"combination_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"qty" integer NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "combination_items_combination_id_product_id_pk" PRIMARY KEY("combination_id","product_id"),
	CONSTRAINT "combination_items_qty_positive" CHECK ("combination_items"."qty" > 0)
);
--> statement-breakpoint
CREATE TABLE "combinations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"price_fen" integer NOT NULL,
	"stock" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"client_limit" integer DEFAULT -1 NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "combinations_sold_bound" CHECK ("combinations"."sold" between 0 and "combinations"."stock"),
	CONSTRAINT "combinations_price_nonneg" CHECK ("combinations"."price_fen" >= 0),
	CONSTRAINT "combinations_window" CHECK ("combinations"."end_time" > "combinations"."start_time")
);
--> statement-breakpoint
CREATE TABLE "special_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"price_fen" integer NOT NULL,
	"stock" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"client_limit" integer DEFAULT -1 NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "special_prices_sold_bound" CHECK ("special_prices"."sold" between 0 and "special_prices"."stock"),
	CONSTRAINT "special_prices_price_nonneg" CHECK ("special_prices"."price_fen" >= 0),
	CONSTRAINT "special_prices_window" CHECK ("special_prices"."end_time" > "special_prices"."start_time")
);
--> statement-breakpoint
ALTER TABLE "activity_buyers" ADD CONSTRAINT "activity_buyers_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "combination_items" ADD CONSTRAINT "combination_items_combination_id_combinations_id_fk" FOREIGN KEY ("combination_id") REFERENCES "public"."combinations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "combination_items" ADD CONSTRAINT "combination_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_prices" ADD CONSTRAINT "special_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "combination_items_product_idx" ON "combination_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "special_prices_product_idx" ON "special_prices" USING btree ("product_id","end_time");