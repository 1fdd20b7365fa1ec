CREATE TABLE "licence_expiry_notices" (
	"client_id" integer NOT NULL,
	"kind" text NOT NULL,
	"valid_until" date NOT NULL,
	"stage" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "licence_expiry_notices_client_id_kind_valid_until_stage_pk" PRIMARY KEY("client_id","kind","valid_until","stage"),
	CONSTRAINT "licence_expiry_notices_stage" CHECK ("licence_expiry_notices"."stage" in ('expiring', 'expired'))
);
--> statement-breakpoint
ALTER TABLE "licence_expiry_notices" ADD CONSTRAINT "licence_expiry_notices_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;