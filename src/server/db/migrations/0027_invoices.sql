CREATE TABLE "client_invoice_details" (
	"client_id" integer PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"tax_no" text NOT NULL,
	"bank" text DEFAULT '' NOT NULL,
	"account" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_invoice_details_kind" CHECK ("client_invoice_details"."kind" in ('normal', 'special'))
);
--> statement-breakpoint
CREATE TABLE "order_invoices" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"details" jsonb NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"amount_fen" bigint NOT NULL,
	"source" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"invoice_no" text DEFAULT '' NOT NULL,
	"file_id" integer,
	"file_type" text DEFAULT '' NOT NULL,
	"issued_at" timestamp with time zone,
	"issued_by" text DEFAULT '' NOT NULL,
	CONSTRAINT "order_invoices_kind" CHECK ("order_invoices"."kind" in ('normal', 'special')),
	CONSTRAINT "order_invoices_status" CHECK ("order_invoices"."status" in (1, 2)),
	CONSTRAINT "order_invoices_source" CHECK ("order_invoices"."source" in ('checkout', 'request', 'staff')),
	CONSTRAINT "order_invoices_amount_nonneg" CHECK ("order_invoices"."amount_fen" >= 0)
);
--> statement-breakpoint
ALTER TABLE "client_invoice_details" ADD CONSTRAINT "client_invoice_details_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_invoices" ADD CONSTRAINT "order_invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_invoices" ADD CONSTRAINT "order_invoices_file_id_uploads_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_invoices_status_idx" ON "order_invoices" USING btree ("status","requested_at");