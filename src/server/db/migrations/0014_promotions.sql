CREATE TABLE "add_price_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"price_fen" integer NOT NULL,
	"threshold_fen" integer NOT NULL,
	"main_product_ids" integer[] NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	CONSTRAINT "add_price_offers_money_nonneg" CHECK ("add_price_offers"."price_fen" >= 0 and "add_price_offers"."threshold_fen" >= 0),
	CONSTRAINT "add_price_offers_window" CHECK ("add_price_offers"."end_time" > "add_price_offers"."start_time")
);
--> statement-breakpoint
CREATE TABLE "group_purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"price_fen" integer NOT NULL,
	"target" integer NOT NULL,
	"purchase_min" integer DEFAULT 0 NOT NULL,
	"order_limit" integer DEFAULT -1 NOT NULL,
	"stock" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_purchases_sold_bound" CHECK ("group_purchases"."sold" between 0 and "group_purchases"."stock"),
	CONSTRAINT "group_purchases_price_nonneg" CHECK ("group_purchases"."price_fen" >= 0),
	CONSTRAINT "group_purchases_target_positive" CHECK ("group_purchases"."target" >= 1),
	CONSTRAINT "group_purchases_window" CHECK ("group_purchases"."end_time" > "group_purchases"."start_time"),
	CONSTRAINT "group_purchases_state_range" CHECK ("group_purchases"."state" in (0, 1, 2))
);
--> statement-breakpoint
CREATE TABLE "seckill_buyers" (
	"seckill_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"bought" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "seckill_buyers_seckill_id_client_id_pk" PRIMARY KEY("seckill_id","client_id"),
	CONSTRAINT "seckill_buyers_bought_nonneg" CHECK ("seckill_buyers"."bought" >= 0)
);
--> statement-breakpoint
CREATE TABLE "seckills" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"price_fen" integer NOT NULL,
	"stock" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"order_limit" integer DEFAULT -1 NOT NULL,
	"client_limit" integer DEFAULT -1 NOT NULL,
	"min_num" integer DEFAULT 0 NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seckills_sold_bound" CHECK ("seckills"."sold" between 0 and "seckills"."stock"),
	CONSTRAINT "seckills_price_nonneg" CHECK ("seckills"."price_fen" >= 0),
	CONSTRAINT "seckills_window" CHECK ("seckills"."end_time" > "seckills"."start_time"),
	CONSTRAINT "seckills_min_nonneg" CHECK ("seckills"."min_num" >= 0)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "market_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "market_max_buy_num" integer DEFAULT -1 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "market_msg" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "add_price_offers" ADD CONSTRAINT "add_price_offers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_purchases" ADD CONSTRAINT "group_purchases_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seckill_buyers" ADD CONSTRAINT "seckill_buyers_seckill_id_seckills_id_fk" FOREIGN KEY ("seckill_id") REFERENCES "public"."seckills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seckill_buyers" ADD CONSTRAINT "seckill_buyers_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seckills" ADD CONSTRAINT "seckills_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "add_price_offers_product_uq" ON "add_price_offers" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "group_purchases_open_idx" ON "group_purchases" USING btree ("end_time") WHERE "group_purchases"."state" = 0;--> statement-breakpoint
CREATE INDEX "seckills_product_idx" ON "seckills" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "seckills_end_idx" ON "seckills" USING btree ("end_time");