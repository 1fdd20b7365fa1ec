-- Money that adds up becomes int8 fen (issue 10): an int4 stops at 21,474,836.47 yuan. Unit prices stay int4 (see
-- schema/catalogue.ts). Non-negative checks for balances, coupon amounts and zone prices.
ALTER TABLE "clients" ALTER COLUMN "balance_fen" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "clients" ALTER COLUMN "credit_limit_fen" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "clients" ALTER COLUMN "coupon_fen" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "clients" ALTER COLUMN "deal_order_fen" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "coupons" ALTER COLUMN "amount_fen" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "coupons" ALTER COLUMN "payvalue_fen" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "coupons" ALTER COLUMN "max_discount_fen" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_money_nonneg" CHECK ("clients"."balance_fen" >= 0 and "clients"."credit_limit_fen" >= 0 and "clients"."coupon_fen" >= 0 and "clients"."deal_order_fen" >= 0);--> statement-breakpoint
ALTER TABLE "zone_products" ADD CONSTRAINT "zone_products_price_nonneg" CHECK ("zone_products"."original_price_fen" >= 0);--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_money_nonneg" CHECK ("coupons"."amount_fen" >= 0 and "coupons"."payvalue_fen" >= 0 and "coupons"."max_discount_fen" >= 0);