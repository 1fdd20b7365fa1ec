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
ALTER TABLE "qualification_documents" ADD CONSTRAINT "qualification_documents_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "qualification_documents_licence_uq" ON "qualification_documents" USING btree ("title") WHERE "qualification_documents"."kind" = 'licence';--> statement-breakpoint
CREATE UNIQUE INDEX "qualification_documents_registration_uq" ON "qualification_documents" USING btree ("product_id","title") WHERE "qualification_documents"."kind" = 'registration';--> statement-breakpoint
CREATE UNIQUE INDEX "qualification_documents_inspection_uq" ON "qualification_documents" USING btree ("product_id","batch_no") WHERE "qualification_documents"."kind" = 'inspection';--> statement-breakpoint
CREATE INDEX "qualification_documents_batch_idx" ON "qualification_documents" USING btree ("batch_no");