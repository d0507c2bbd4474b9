ALTER TABLE "staff_audit" ADD COLUMN "seq" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_audit" ADD COLUMN "prev_hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_audit" ADD COLUMN "hash" text DEFAULT '' NOT NULL;