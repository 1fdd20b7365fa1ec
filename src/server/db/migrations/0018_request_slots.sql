CREATE TABLE "request_slots" (
	"key" text PRIMARY KEY NOT NULL,
	"leases" text[] DEFAULT '{}' NOT NULL
);
