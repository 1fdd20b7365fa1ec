CREATE TABLE "announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"content_html" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"checked" smallint DEFAULT 1 NOT NULL,
	"seckill_id" integer DEFAULT 0 NOT NULL,
	"special_id" integer DEFAULT 0 NOT NULL,
	"purchase_id" integer DEFAULT 0 NOT NULL,
	"combination_id" integer DEFAULT 0 NOT NULL,
	"is_add_price" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_lines_amount_positive" CHECK ("cart_lines"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"client_type" smallint NOT NULL,
	"name" text NOT NULL,
	"contact" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"province" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"area" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"business_scopes" smallint[] NOT NULL,
	"check_status" smallint DEFAULT 1 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"balance_fen" integer DEFAULT 0 NOT NULL,
	"credit_limit_fen" integer DEFAULT 0 NOT NULL,
	"coupon_fen" integer DEFAULT 0 NOT NULL,
	"deal_order_fen" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clients_username_unique" UNIQUE("username"),
	CONSTRAINT "clients_type_range" CHECK ("clients"."client_type" between 1 and 6),
	CONSTRAINT "clients_status_range" CHECK ("clients"."status" in (1, 2)),
	CONSTRAINT "clients_check_status_range" CHECK ("clients"."check_status" between 0 and 2)
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"province" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_code" text NOT NULL,
	"ty_name" text NOT NULL,
	"manufacturer" text NOT NULL,
	"product_standard" text NOT NULL,
	"product_dw" text NOT NULL,
	"thumb" text DEFAULT '' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"medicare_code" text DEFAULT '' NOT NULL,
	"business_scope" smallint NOT NULL,
	"drug_type" smallint NOT NULL,
	"approval_number" text DEFAULT '' NOT NULL,
	"brand" text DEFAULT '' NOT NULL,
	"supplier" text DEFAULT '' NOT NULL,
	"class_id" integer NOT NULL,
	"validity" date NOT NULL,
	"stock" integer NOT NULL,
	"is_failure" smallint DEFAULT 0 NOT NULL,
	"is_zhengjian" smallint DEFAULT 0 NOT NULL,
	"zhongbaozhuang_num" integer DEFAULT 1 NOT NULL,
	"price_fen" integer NOT NULL,
	"retail_price_fen" integer NOT NULL,
	"max_buy_num" integer DEFAULT -1 NOT NULL,
	"min_buy_num" integer DEFAULT 0 NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	"pinyin_initials" text NOT NULL,
	"pinyin_full" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_product_code_unique" UNIQUE("product_code"),
	CONSTRAINT "products_scope_range" CHECK ("products"."business_scope" between 0 and 2),
	CONSTRAINT "products_drug_type_range" CHECK ("products"."drug_type" between 0 and 6),
	CONSTRAINT "products_failure_range" CHECK ("products"."is_failure" between 0 and 3),
	CONSTRAINT "products_packing_positive" CHECK ("products"."zhongbaozhuang_num" >= 1),
	CONSTRAINT "products_price_nonneg" CHECK ("products"."price_fen" >= 0 and "products"."retail_price_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "salesman_clients" (
	"salesman_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	CONSTRAINT "salesman_clients_salesman_id_client_id_pk" PRIMARY KEY("salesman_id","client_id")
);
--> statement-breakpoint
CREATE TABLE "salesmen" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"name" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	CONSTRAINT "salesmen_username_unique" UNIQUE("username")
);
--> statement-breakpoint
CREATE TABLE "search_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer,
	"keyword" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"client_id" integer,
	"company_id" integer,
	"salesman_id" integer,
	"acting" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_class_id_categories_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salesman_clients" ADD CONSTRAINT "salesman_clients_salesman_id_salesmen_id_fk" FOREIGN KEY ("salesman_id") REFERENCES "public"."salesmen"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salesman_clients" ADD CONSTRAINT "salesman_clients_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salesmen" ADD CONSTRAINT "salesmen_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_history" ADD CONSTRAINT "search_history_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_salesman_id_salesmen_id_fk" FOREIGN KEY ("salesman_id") REFERENCES "public"."salesmen"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_lines_line_uq" ON "cart_lines" USING btree ("client_id","product_id","seckill_id","special_id","purchase_id","combination_id","is_add_price");--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "products_class_idx" ON "products" USING btree ("class_id");--> statement-breakpoint
CREATE INDEX "products_name_trgm" ON "products" USING gin ("ty_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_manufacturer_trgm" ON "products" USING gin ("manufacturer" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_approval_trgm" ON "products" USING gin ("approval_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_brand_trgm" ON "products" USING gin ("brand" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_supplier_trgm" ON "products" USING gin ("supplier" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_pinyin_initials_trgm" ON "products" USING gin ("pinyin_initials" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_pinyin_full_trgm" ON "products" USING gin ("pinyin_full" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_name_prefix" ON "products" USING btree ("ty_name" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "products_pinyin_initials_prefix" ON "products" USING btree ("pinyin_initials" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_history_created_idx" ON "search_history" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "search_history_client_idx" ON "search_history" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_uq" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");