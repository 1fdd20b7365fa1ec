CREATE TABLE "content_pictures" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_pictures_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "help_pages" (
	"name" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"group_title" text NOT NULL,
	"body_html" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cis_partners" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cis_partners" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "picture" text DEFAULT '' NOT NULL;