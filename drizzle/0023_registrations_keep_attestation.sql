ALTER TABLE "advisor_registrations" ADD COLUMN "attestation_text" text;--> statement-breakpoint
ALTER TABLE "advisor_registrations" ADD COLUMN "attestation_version" text;--> statement-breakpoint
ALTER TABLE "advisor_registrations" ADD COLUMN "terms_version" text;--> statement-breakpoint
ALTER TABLE "advisor_registrations" ADD COLUMN "attested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "advisor_approvals" ADD COLUMN "note" text;