ALTER TABLE "mails" ADD COLUMN "links_removed_at" timestamp with time zone;--> statement-breakpoint
-- Mails sent or expired before bodies were kept have none left: their links are gone too.
UPDATE "mails" SET "links_removed_at" = "created_at" WHERE "text_body" IS NULL;
