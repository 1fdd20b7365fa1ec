CREATE TABLE "purchase_buyers" (
	"purchase_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"bought" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "purchase_buyers_purchase_id_client_id_pk" PRIMARY KEY("purchase_id","client_id"),
	CONSTRAINT "purchase_buyers_bought_nonneg" CHECK ("purchase_buyers"."bought" >= 0)
);
--> statement-breakpoint
CREATE TABLE "raffle_draw_days" (
	"raffle_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"day" text NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "raffle_draw_days_raffle_id_client_id_day_pk" PRIMARY KEY("raffle_id","client_id","day"),
	CONSTRAINT "raffle_draw_days_used_nonneg" CHECK ("raffle_draw_days"."used" >= 0)
);
--> statement-breakpoint
CREATE TABLE "raffle_draws" (
	"id" serial PRIMARY KEY NOT NULL,
	"raffle_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"prize_id" integer NOT NULL,
	"kind" text NOT NULL,
	"prize_name" text NOT NULL,
	"client_coupon_id" integer,
	"drawn_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "raffle_prizes" (
	"id" serial PRIMARY KEY NOT NULL,
	"raffle_id" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"coupon_id" integer,
	"weight" integer NOT NULL,
	"stock" integer DEFAULT -1 NOT NULL,
	"won" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "raffle_prizes_kind" CHECK ("raffle_prizes"."kind" in ('coupon', 'gift', 'none')),
	CONSTRAINT "raffle_prizes_coupon" CHECK (("raffle_prizes"."kind" = 'coupon') = ("raffle_prizes"."coupon_id" is not null)),
	CONSTRAINT "raffle_prizes_weight_nonneg" CHECK ("raffle_prizes"."weight" >= 0),
	CONSTRAINT "raffle_prizes_won_bound" CHECK ("raffle_prizes"."won" >= 0 and ("raffle_prizes"."stock" < 0 or "raffle_prizes"."won" <= "raffle_prizes"."stock"))
);
--> statement-breakpoint
CREATE TABLE "raffles" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"rules" text DEFAULT '' NOT NULL,
	"daily_limit" integer NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "raffles_window" CHECK ("raffles"."end_time" > "raffles"."start_time"),
	CONSTRAINT "raffles_limit_positive" CHECK ("raffles"."daily_limit" >= 1)
);
--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "claimable" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "group_purchases" ADD COLUMN "type" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "group_purchases" ADD COLUMN "ship_date" date;--> statement-breakpoint
ALTER TABLE "group_purchases" ADD COLUMN "client_limit" integer DEFAULT -1 NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_buyers" ADD CONSTRAINT "purchase_buyers_purchase_id_group_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."group_purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_buyers" ADD CONSTRAINT "purchase_buyers_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_draw_days" ADD CONSTRAINT "raffle_draw_days_raffle_id_raffles_id_fk" FOREIGN KEY ("raffle_id") REFERENCES "public"."raffles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_draw_days" ADD CONSTRAINT "raffle_draw_days_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_draws" ADD CONSTRAINT "raffle_draws_raffle_id_raffles_id_fk" FOREIGN KEY ("raffle_id") REFERENCES "public"."raffles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_draws" ADD CONSTRAINT "raffle_draws_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_draws" ADD CONSTRAINT "raffle_draws_prize_id_raffle_prizes_id_fk" FOREIGN KEY ("prize_id") REFERENCES "public"."raffle_prizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_draws" ADD CONSTRAINT "raffle_draws_client_coupon_id_client_coupons_id_fk" FOREIGN KEY ("client_coupon_id") REFERENCES "public"."client_coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_prizes" ADD CONSTRAINT "raffle_prizes_raffle_id_raffles_id_fk" FOREIGN KEY ("raffle_id") REFERENCES "public"."raffles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_prizes" ADD CONSTRAINT "raffle_prizes_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "raffle_draws_raffle_idx" ON "raffle_draws" USING btree ("raffle_id","drawn_at");--> statement-breakpoint
CREATE INDEX "raffle_draws_client_idx" ON "raffle_draws" USING btree ("client_id","raffle_id");--> statement-breakpoint
CREATE INDEX "raffle_prizes_raffle_idx" ON "raffle_prizes" USING btree ("raffle_id");--> statement-breakpoint
ALTER TABLE "group_purchases" ADD CONSTRAINT "group_purchases_type_range" CHECK ("group_purchases"."type" in (1, 2));