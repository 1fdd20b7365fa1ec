CREATE TABLE "client_agreed_prices" (
	"product_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"price_fen" integer NOT NULL,
	"valid_from" date NOT NULL,
	"valid_until" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_agreed_prices_product_id_client_id_pk" PRIMARY KEY("product_id","client_id"),
	CONSTRAINT "client_agreed_prices_price_nonneg" CHECK ("client_agreed_prices"."price_fen" >= 0),
	CONSTRAINT "client_agreed_prices_window" CHECK ("client_agreed_prices"."valid_from" <= "client_agreed_prices"."valid_until")
);
--> statement-breakpoint
CREATE TABLE "product_type_prices" (
	"product_id" integer NOT NULL,
	"client_type" smallint NOT NULL,
	"price_fen" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_type_prices_product_id_client_type_pk" PRIMARY KEY("product_id","client_type"),
	CONSTRAINT "product_type_prices_type_range" CHECK ("product_type_prices"."client_type" between 1 and 6),
	CONSTRAINT "product_type_prices_price_nonneg" CHECK ("product_type_prices"."price_fen" >= 0)
);
--> statement-breakpoint
ALTER TABLE "client_agreed_prices" ADD CONSTRAINT "client_agreed_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_agreed_prices" ADD CONSTRAINT "client_agreed_prices_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_type_prices" ADD CONSTRAINT "product_type_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_agreed_prices_client_idx" ON "client_agreed_prices" USING btree ("client_id");