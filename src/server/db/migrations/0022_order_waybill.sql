ALTER TABLE "orders" ADD COLUMN "carrier" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "waybill_no" text DEFAULT '' NOT NULL;