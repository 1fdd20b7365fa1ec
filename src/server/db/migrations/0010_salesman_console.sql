CREATE TABLE "client_licence_validity" (
	"client_id" integer NOT NULL,
	"kind" text NOT NULL,
	"valid_until" date NOT NULL,
	CONSTRAINT "client_licence_validity_client_id_kind_pk" PRIMARY KEY("client_id","kind")
);
--> statement-breakpoint
CREATE TABLE "salesman_regions" (
	"salesman_id" integer NOT NULL,
	"province" text NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"area" text DEFAULT '' NOT NULL,
	CONSTRAINT "salesman_regions_salesman_id_province_city_area_pk" PRIMARY KEY("salesman_id","province","city","area")
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "name_initials" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "name_pinyin" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "client_licence_validity" ADD CONSTRAINT "client_licence_validity_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salesman_regions" ADD CONSTRAINT "salesman_regions_salesman_id_salesmen_id_fk" FOREIGN KEY ("salesman_id") REFERENCES "public"."salesmen"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_licence_validity_until_idx" ON "client_licence_validity" USING btree ("valid_until");--> statement-breakpoint
CREATE INDEX "clients_region_idx" ON "clients" USING btree ("province","city","area");--> statement-breakpoint
CREATE INDEX "salesman_clients_client_idx" ON "salesman_clients" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "orders_sales_idx" ON "orders" USING btree ("client_id","created_at","total_fen") WHERE "orders"."status" in (1, 2, 3, 8, 11, 13);