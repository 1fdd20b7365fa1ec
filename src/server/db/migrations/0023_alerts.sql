CREATE TABLE "arrival_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "client_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_messages_kind" CHECK ("client_messages"."kind" in ('order', 'payment', 'licence', 'arrival', 'promo'))
);
--> statement-breakpoint
CREATE TABLE "message_sms_kinds" (
	"client_id" integer NOT NULL,
	"kind" text NOT NULL,
	CONSTRAINT "message_sms_kinds_client_id_kind_pk" PRIMARY KEY("client_id","kind"),
	CONSTRAINT "message_sms_kinds_kind" CHECK ("message_sms_kinds"."kind" in ('order', 'payment', 'licence', 'arrival', 'promo'))
);
--> statement-breakpoint
CREATE TABLE "reorder_dismissals" (
	"client_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reorder_dismissals_client_id_product_id_pk" PRIMARY KEY("client_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "stock_arrivals" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "arrival_subscriptions" ADD CONSTRAINT "arrival_subscriptions_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arrival_subscriptions" ADD CONSTRAINT "arrival_subscriptions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_messages" ADD CONSTRAINT "client_messages_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_sms_kinds" ADD CONSTRAINT "message_sms_kinds_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reorder_dismissals" ADD CONSTRAINT "reorder_dismissals_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reorder_dismissals" ADD CONSTRAINT "reorder_dismissals_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_arrivals" ADD CONSTRAINT "stock_arrivals_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "arrival_subscriptions_open_uq" ON "arrival_subscriptions" USING btree ("client_id","product_id") WHERE "arrival_subscriptions"."notified_at" is null;--> statement-breakpoint
CREATE INDEX "arrival_subscriptions_product_idx" ON "arrival_subscriptions" USING btree ("product_id") WHERE "arrival_subscriptions"."notified_at" is null;--> statement-breakpoint
CREATE INDEX "client_messages_client_idx" ON "client_messages" USING btree ("client_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "client_messages_unread_idx" ON "client_messages" USING btree ("client_id") WHERE "client_messages"."read_at" is null;--> statement-breakpoint
CREATE INDEX "stock_arrivals_pending_idx" ON "stock_arrivals" USING btree ("id") WHERE "stock_arrivals"."delivered_at" is null;