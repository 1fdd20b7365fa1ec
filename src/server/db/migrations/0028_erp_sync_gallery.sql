DROP INDEX "products_approval_trgm";--> statement-breakpoint
DROP INDEX "products_brand_trgm";--> statement-breakpoint
DROP INDEX "products_supplier_trgm";--> statement-breakpoint
DROP INDEX "products_pinyin_initials_trgm";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "pictures" text[] DEFAULT '{}'::text[] NOT NULL;