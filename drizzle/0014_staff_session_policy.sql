ALTER TABLE "advisor_sessions" ADD COLUMN "last_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "advisor_sessions" ADD COLUMN "reauthenticated_at" timestamp with time zone;