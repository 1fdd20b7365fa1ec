CREATE TABLE "article_purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"article_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"amount_fen" bigint NOT NULL,
	"out_trade_no" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"author" text DEFAULT '' NOT NULL,
	"price_fen" bigint DEFAULT 0 NOT NULL,
	"body_html" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_articles_price_nonneg" CHECK ("member_articles"."price_fen" >= 0),
	CONSTRAINT "member_articles_status_range" CHECK ("member_articles"."status" in (0, 1))
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_purpose";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "article_id" integer;--> statement-breakpoint
ALTER TABLE "article_purchases" ADD CONSTRAINT "article_purchases_article_id_member_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."member_articles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_purchases" ADD CONSTRAINT "article_purchases_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "article_purchases_once_uq" ON "article_purchases" USING btree ("article_id","client_id");--> statement-breakpoint
CREATE INDEX "article_purchases_client_idx" ON "article_purchases" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "member_articles_published_idx" ON "member_articles" USING btree ("published_at");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_article_id_member_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."member_articles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_purpose" CHECK ("payments"."purpose" in ('order', 'recharge', 'repayment', 'article'));