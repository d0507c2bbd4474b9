ALTER TABLE "advisor_users" ADD COLUMN "attestation_text" text;--> statement-breakpoint
ALTER TABLE "advisor_users" ADD COLUMN "attestation_version" text;--> statement-breakpoint
ALTER TABLE "advisor_users" ADD COLUMN "terms_version" text;--> statement-breakpoint
ALTER TABLE "advisor_users" ADD COLUMN "attested_at" timestamp with time zone;