CREATE TABLE "zone_datasets" (
	"hash" text PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"source" text NOT NULL,
	"content" text NOT NULL,
	"first_served_at" timestamp with time zone NOT NULL,
	"last_served_at" timestamp with time zone NOT NULL,
	CONSTRAINT "zone_datasets_version_unique" UNIQUE("version"),
	CONSTRAINT "zone_datasets_source" CHECK ("zone_datasets"."source" in ('built-in', 'sheet')),
	CONSTRAINT "zone_datasets_hash_hex" CHECK ("zone_datasets"."hash" ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "zone_datasets_version_of_hash" CHECK ("zone_datasets"."version" = left("zone_datasets"."hash", 12))
);
--> statement-breakpoint
CREATE INDEX "zone_datasets_first_served_idx" ON "zone_datasets" USING btree ("first_served_at");