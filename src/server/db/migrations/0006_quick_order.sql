CREATE TABLE "cart_additional" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"seckill_id" integer DEFAULT 0 NOT NULL,
	"special_id" integer DEFAULT 0 NOT NULL,
	"purchase_id" integer DEFAULT 0 NOT NULL,
	"combination_id" integer DEFAULT 0 NOT NULL,
	"is_add_price" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_additional_amount_positive" CHECK ("cart_additional"."amount" > 0),
	CONSTRAINT "cart_additional_add_price_bit" CHECK ("cart_additional"."is_add_price" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "often_buy" (
	"client_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"times" integer DEFAULT 0 NOT NULL,
	"last_amount" integer DEFAULT 0 NOT NULL,
	"last_bought_at" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "often_buy_client_id_product_id_pk" PRIMARY KEY("client_id","product_id"),
	CONSTRAINT "often_buy_times_nonneg" CHECK ("often_buy"."times" >= 0),
	CONSTRAINT "often_buy_last_amount_nonneg" CHECK ("often_buy"."last_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "quick_order_lines" (
	"client_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quick_order_lines_client_id_product_id_pk" PRIMARY KEY("client_id","product_id"),
	CONSTRAINT "quick_order_lines_amount_positive" CHECK ("quick_order_lines"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "cart_additional" ADD CONSTRAINT "cart_additional_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_additional" ADD CONSTRAINT "cart_additional_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "often_buy" ADD CONSTRAINT "often_buy_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "often_buy" ADD CONSTRAINT "often_buy_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quick_order_lines" ADD CONSTRAINT "quick_order_lines_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quick_order_lines" ADD CONSTRAINT "quick_order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_additional_line_uq" ON "cart_additional" USING btree ("client_id","product_id","seckill_id","special_id","purchase_id","combination_id","is_add_price");--> statement-breakpoint
CREATE INDEX "often_buy_recent_idx" ON "often_buy" USING btree ("client_id","last_bought_at" DESC NULLS LAST,"times" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_checked_bit" CHECK ("cart_lines"."checked" in (0, 1));--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_add_price_bit" CHECK ("cart_lines"."is_add_price" in (0, 1));