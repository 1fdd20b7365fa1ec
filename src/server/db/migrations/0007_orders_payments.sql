CREATE TABLE "order_comments" (
	"order_id" integer NOT NULL,
	"service_score" smallint NOT NULL,
	"complaints" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_comments_order_id_pk" PRIMARY KEY("order_id"),
	CONSTRAINT "order_comments_score_range" CHECK ("order_comments"."service_score" between 0 and 4)
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"from_status" smallint,
	"to_status" smallint NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" integer,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_events_actor_kind" CHECK ("order_events"."actor_kind" in ('client', 'salesman', 'operator', 'system', 'provider'))
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"product_code" text NOT NULL,
	"ty_name" text NOT NULL,
	"product_standard" text NOT NULL,
	"dosage_form" text DEFAULT '' NOT NULL,
	"manufacturer" text NOT NULL,
	"approval_number" text DEFAULT '' NOT NULL,
	"product_dw" text NOT NULL,
	"amount" integer NOT NULL,
	"list_price_fen" integer NOT NULL,
	"price_fen" integer NOT NULL,
	"line_fen" bigint NOT NULL,
	"discount_fen" bigint DEFAULT 0 NOT NULL,
	"seckill_id" integer DEFAULT 0 NOT NULL,
	"special_id" integer DEFAULT 0 NOT NULL,
	"purchase_id" integer DEFAULT 0 NOT NULL,
	"combination_id" integer DEFAULT 0 NOT NULL,
	"is_add_price" smallint DEFAULT 0 NOT NULL,
	"batch_no" text,
	"expiry_date" date,
	"shipped_at" timestamp with time zone,
	CONSTRAINT "order_lines_amount_positive" CHECK ("order_lines"."amount" > 0),
	CONSTRAINT "order_lines_money_nonneg" CHECK ("order_lines"."list_price_fen" >= 0 and "order_lines"."price_fen" >= 0 and "order_lines"."line_fen" >= 0 and "order_lines"."discount_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"reason" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"amount_fen" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decision" text,
	CONSTRAINT "order_refunds_amount_nonneg" CHECK ("order_refunds"."amount_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_code" text NOT NULL,
	"client_id" integer NOT NULL,
	"company_id" integer,
	"salesman_id" integer,
	"status" smallint DEFAULT 0 NOT NULL,
	"pay_status" smallint DEFAULT 0 NOT NULL,
	"pay_type" smallint,
	"goods_fen" bigint NOT NULL,
	"promotion_fen" bigint DEFAULT 0 NOT NULL,
	"full_reduction_fen" bigint DEFAULT 0 NOT NULL,
	"coupon_fen" bigint DEFAULT 0 NOT NULL,
	"delivery_fen" bigint DEFAULT 0 NOT NULL,
	"total_fen" bigint NOT NULL,
	"paid_fen" bigint DEFAULT 0 NOT NULL,
	"client_coupon_id" integer,
	"address" jsonb NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"po_number" text DEFAULT '' NOT NULL,
	"delivery_date" date,
	"is_quick" smallint DEFAULT 0 NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"pay_deadline" timestamp with time zone,
	"auto_receive_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "orders_order_code_unique" UNIQUE("order_code"),
	CONSTRAINT "orders_status_range" CHECK ("orders"."status" between 0 and 16),
	CONSTRAINT "orders_pay_status_range" CHECK ("orders"."pay_status" between 0 and 3),
	CONSTRAINT "orders_pay_type_range" CHECK ("orders"."pay_type" is null or "orders"."pay_type" between 0 and 9),
	CONSTRAINT "orders_money_nonneg" CHECK ("orders"."goods_fen" >= 0 and "orders"."promotion_fen" >= 0 and "orders"."full_reduction_fen" >= 0 and "orders"."coupon_fen" >= 0
        and "orders"."delivery_fen" >= 0 and "orders"."total_fen" >= 0 and "orders"."paid_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "cash_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"delta_fen" bigint NOT NULL,
	"balance_after_fen" bigint NOT NULL,
	"kind" text NOT NULL,
	"order_id" integer,
	"payment_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cash_ledger_balance_nonneg" CHECK ("cash_ledger"."balance_after_fen" >= 0),
	CONSTRAINT "cash_ledger_kind" CHECK ("cash_ledger"."kind" in ('recharge', 'bonus', 'order_pay', 'refund', 'adjust'))
);
--> statement-breakpoint
CREATE TABLE "credit_bills" (
	"id" serial PRIMARY KEY NOT NULL,
	"bill_code" text NOT NULL,
	"client_id" integer NOT NULL,
	"period" text NOT NULL,
	"amount_fen" bigint NOT NULL,
	"repaid_fen" bigint DEFAULT 0 NOT NULL,
	"due_date" date NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_bills_bill_code_unique" UNIQUE("bill_code"),
	CONSTRAINT "credit_bills_money" CHECK ("credit_bills"."amount_fen" >= 0 and "credit_bills"."repaid_fen" between 0 and "credit_bills"."amount_fen"),
	CONSTRAINT "credit_bills_status_range" CHECK ("credit_bills"."status" between 1 and 4)
);
--> statement-breakpoint
CREATE TABLE "credit_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"delta_fen" bigint NOT NULL,
	"used_after_fen" bigint NOT NULL,
	"kind" text NOT NULL,
	"order_id" integer,
	"bill_id" integer,
	"payment_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_ledger_used_nonneg" CHECK ("credit_ledger"."used_after_fen" >= 0),
	CONSTRAINT "credit_ledger_kind" CHECK ("credit_ledger"."kind" in ('order', 'repayment', 'refund', 'adjust'))
);
--> statement-breakpoint
CREATE TABLE "payment_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"out_trade_no" text,
	"body" text NOT NULL,
	"headers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"verified" boolean NOT NULL,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"out_trade_no" text NOT NULL,
	"purpose" text NOT NULL,
	"order_id" integer,
	"recharge_id" integer,
	"bill_id" integer,
	"client_id" integer NOT NULL,
	"pay_type" smallint NOT NULL,
	"provider" text NOT NULL,
	"amount_fen" bigint NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"provider_trade_no" text,
	"code_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "payments_out_trade_no_unique" UNIQUE("out_trade_no"),
	CONSTRAINT "payments_purpose" CHECK ("payments"."purpose" in ('order', 'recharge', 'repayment')),
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount_fen" > 0),
	CONSTRAINT "payments_pay_type_range" CHECK ("payments"."pay_type" between 0 and 9),
	CONSTRAINT "payments_status_range" CHECK ("payments"."status" in (0, 1, 2, 5, 6))
);
--> statement-breakpoint
CREATE TABLE "recharges" (
	"id" serial PRIMARY KEY NOT NULL,
	"recharge_code" text NOT NULL,
	"client_id" integer NOT NULL,
	"pay_fen" bigint NOT NULL,
	"bonus_fen" bigint DEFAULT 0 NOT NULL,
	"way" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "recharges_recharge_code_unique" UNIQUE("recharge_code"),
	CONSTRAINT "recharges_money" CHECK ("recharges"."pay_fen" > 0 and "recharges"."bonus_fen" >= 0),
	CONSTRAINT "recharges_way" CHECK ("recharges"."way" in ('wx', 'zfb')),
	CONSTRAINT "recharges_status_range" CHECK ("recharges"."status" in (0, 1, 2))
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"out_refund_no" text NOT NULL,
	"payment_id" integer NOT NULL,
	"order_id" integer,
	"amount_fen" bigint NOT NULL,
	"reason" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	CONSTRAINT "refunds_out_refund_no_unique" UNIQUE("out_refund_no"),
	CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount_fen" > 0),
	CONSTRAINT "refunds_status_range" CHECK ("refunds"."status" in (0, 1, 2))
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"action" text NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" integer,
	"subject" text DEFAULT '' NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clients" DROP CONSTRAINT "clients_money_nonneg";--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "credit_used_fen" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "dosage_form" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "special_category" text;--> statement-breakpoint
ALTER TABLE "order_comments" ADD CONSTRAINT "order_comments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_salesman_id_salesmen_id_fk" FOREIGN KEY ("salesman_id") REFERENCES "public"."salesmen"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_client_coupon_id_client_coupons_id_fk" FOREIGN KEY ("client_coupon_id") REFERENCES "public"."client_coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_ledger" ADD CONSTRAINT "cash_ledger_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_ledger" ADD CONSTRAINT "cash_ledger_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_ledger" ADD CONSTRAINT "cash_ledger_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_bills" ADD CONSTRAINT "credit_bills_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_bill_id_credit_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."credit_bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_recharge_id_recharges_id_fk" FOREIGN KEY ("recharge_id") REFERENCES "public"."recharges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_bill_id_credit_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."credit_bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharges" ADD CONSTRAINT "recharges_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_lines_product_idx" ON "order_lines" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "order_refunds_order_idx" ON "order_refunds" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency_uq" ON "orders" USING btree ("client_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_client_created_idx" ON "orders" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status");--> statement-breakpoint
CREATE INDEX "orders_pay_deadline_idx" ON "orders" USING btree ("pay_deadline");--> statement-breakpoint
CREATE INDEX "orders_auto_receive_idx" ON "orders" USING btree ("auto_receive_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_coupon_once_uq" ON "orders" USING btree ("client_coupon_id") WHERE "orders"."client_coupon_id" is not null and "orders"."status" not in (4, 7, 16);--> statement-breakpoint
CREATE INDEX "cash_ledger_client_idx" ON "cash_ledger" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "credit_bills_client_idx" ON "credit_bills" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "credit_ledger_client_idx" ON "credit_ledger" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_notifications_trade_idx" ON "payment_notifications" USING btree ("out_trade_no");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_trade_uq" ON "payments" USING btree ("provider","provider_trade_no");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payments_client_idx" ON "payments" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "refunds_payment_idx" ON "refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","created_at");--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_money_nonneg" CHECK ("clients"."balance_fen" >= 0 and "clients"."credit_limit_fen" >= 0 and "clients"."credit_used_fen" >= 0 and "clients"."coupon_fen" >= 0 and "clients"."deal_order_fen" >= 0);--> statement-breakpoint
-- Append-only tables: the audit trail and the order history can be added to, never changed.
CREATE FUNCTION yc_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME;
END $$;
--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION yc_refuse_change();
--> statement-breakpoint
CREATE TRIGGER order_events_append_only BEFORE UPDATE OR DELETE ON "order_events" FOR EACH ROW EXECUTE FUNCTION yc_refuse_change();
--> statement-breakpoint
-- GSP: a sales record is fixed once shipped. Shipping itself (setting batch, expiry and shipped_at on a line that
-- has none) is the last change allowed.
CREATE FUNCTION yc_gsp_line_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.shipped_at IS NOT NULL THEN
    RAISE EXCEPTION 'order line % was shipped: GSP sales records are never edited or deleted', OLD.id;
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER order_lines_gsp_guard BEFORE UPDATE OR DELETE ON "order_lines" FOR EACH ROW EXECUTE FUNCTION yc_gsp_line_guard();
