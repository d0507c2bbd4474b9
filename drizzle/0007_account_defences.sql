CREATE TABLE "account_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rate_limits" ADD COLUMN "subject" text;--> statement-breakpoint
ALTER TABLE "verification_links" ADD COLUMN "replaced_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "rate_limits_subject_idx" ON "rate_limits" USING btree ("subject");--> statement-breakpoint
UPDATE "advisor_sessions" SET "token" = encode(sha256(convert_to("token", 'UTF8')), 'hex');
