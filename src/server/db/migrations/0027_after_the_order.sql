CREATE TABLE "shipment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"shipment_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"place" text DEFAULT '' NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
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
CREATE TABLE "order_return_lines" (
	"return_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"units" integer NOT NULL,
	"amount_fen" bigint NOT NULL,
	CONSTRAINT "order_return_lines_return_id_order_line_id_pk" PRIMARY KEY("return_id","order_line_id"),
	CONSTRAINT "order_return_lines_units_positive" CHECK ("order_return_lines"."units" > 0),
	CONSTRAINT "order_return_lines_amount_nonneg" CHECK ("order_return_lines"."amount_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_returns" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"kind" text NOT NULL,
	"reason_code" text NOT NULL,
	"reason_text" text DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"amount_fen" bigint NOT NULL,
	"refunded_fen" bigint DEFAULT 0 NOT NULL,
	"decision_note" text DEFAULT '' NOT NULL,
	"sellable" boolean,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	CONSTRAINT "order_returns_kind" CHECK ("order_returns"."kind" in ('refund', 'return')),
	CONSTRAINT "order_returns_status" CHECK ("order_returns"."status" in ('pending', 'approved', 'refunded', 'rejected')),
	CONSTRAINT "order_returns_money_nonneg" CHECK ("order_returns"."amount_fen" >= 0 and "order_returns"."refunded_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "qualification_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"product_id" integer,
	"batch_no" text,
	"title" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"uploaded_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "qualification_documents_key_unique" UNIQUE("key"),
	CONSTRAINT "qualification_documents_shape" CHECK (("qualification_documents"."kind" = 'licence' and "qualification_documents"."product_id" is null and "qualification_documents"."batch_no" is null)
        or ("qualification_documents"."kind" = 'registration' and "qualification_documents"."product_id" is not null and "qualification_documents"."batch_no" is null)
        or ("qualification_documents"."kind" = 'inspection' and "qualification_documents"."product_id" is not null and "qualification_documents"."batch_no" is not null))
);
--> statement-breakpoint
DROP INDEX "shipments_order_uq";--> statement-breakpoint
ALTER TABLE "shipment_batches" ADD COLUMN "produced_on" date;--> statement-breakpoint
ALTER TABLE "shipment_events" ADD CONSTRAINT "shipment_events_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_invoice_details" ADD CONSTRAINT "client_invoice_details_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_invoices" ADD CONSTRAINT "order_invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_invoices" ADD CONSTRAINT "order_invoices_file_id_uploads_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_return_lines" ADD CONSTRAINT "order_return_lines_return_id_order_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."order_returns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_return_lines" ADD CONSTRAINT "order_return_lines_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qualification_documents" ADD CONSTRAINT "qualification_documents_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_events_once_uq" ON "shipment_events" USING btree ("shipment_id","at","text");--> statement-breakpoint
CREATE INDEX "shipment_events_shipment_idx" ON "shipment_events" USING btree ("shipment_id");--> statement-breakpoint
CREATE INDEX "order_invoices_status_idx" ON "order_invoices" USING btree ("status","requested_at");--> statement-breakpoint
CREATE INDEX "order_return_lines_line_idx" ON "order_return_lines" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "order_returns_order_idx" ON "order_returns" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_returns_status_idx" ON "order_returns" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "qualification_documents_licence_uq" ON "qualification_documents" USING btree ("title") WHERE "qualification_documents"."kind" = 'licence';--> statement-breakpoint
CREATE UNIQUE INDEX "qualification_documents_registration_uq" ON "qualification_documents" USING btree ("product_id","title") WHERE "qualification_documents"."kind" = 'registration';--> statement-breakpoint
CREATE UNIQUE INDEX "qualification_documents_inspection_uq" ON "qualification_documents" USING btree ("product_id","batch_no") WHERE "qualification_documents"."kind" = 'inspection';--> statement-breakpoint
CREATE INDEX "qualification_documents_batch_idx" ON "qualification_documents" USING btree ("batch_no");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_order_waybill_uq" ON "shipments" USING btree ("order_id","waybill");