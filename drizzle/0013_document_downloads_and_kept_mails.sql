CREATE TABLE "document_downloads" (
	"id" uuid PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"advisor_id" text,
	"saved_view_id" text,
	"subject" text NOT NULL,
	"data_versions" text NOT NULL,
	"content_version" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mails" ADD COLUMN "links_removed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "document_downloads_at_idx" ON "document_downloads" USING btree ("at");--> statement-breakpoint
CREATE INDEX "document_downloads_advisor_idx" ON "document_downloads" USING btree ("advisor_id");--> statement-breakpoint
-- Mails sent or expired before bodies were kept have none left: their links are gone too.
UPDATE "mails" SET "links_removed_at" = "created_at" WHERE "text_body" IS NULL;
