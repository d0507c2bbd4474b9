CREATE TABLE "kept_documents" (
	"sha256" text PRIMARY KEY NOT NULL,
	"media_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"first_sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_downloads" ADD COLUMN "document_sha256" text;--> statement-breakpoint
-- A document is kept as it was sent (Rule 204-2), and so is the record of who received which:
-- neither is ever changed or deleted.
CREATE OR REPLACE FUNCTION kept_documents_kept() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '%: the record of a document sent is kept as it was', TG_TABLE_NAME USING ERRCODE = 'integrity_constraint_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER kept_documents_kept BEFORE UPDATE OR DELETE ON kept_documents
  FOR EACH ROW EXECUTE FUNCTION kept_documents_kept();
--> statement-breakpoint
CREATE TRIGGER kept_documents_no_truncate BEFORE TRUNCATE ON kept_documents
  FOR EACH STATEMENT EXECUTE FUNCTION kept_documents_kept();
--> statement-breakpoint
CREATE TRIGGER document_downloads_kept BEFORE UPDATE OR DELETE ON document_downloads
  FOR EACH ROW EXECUTE FUNCTION kept_documents_kept();
--> statement-breakpoint
CREATE TRIGGER document_downloads_no_truncate BEFORE TRUNCATE ON document_downloads
  FOR EACH STATEMENT EXECUTE FUNCTION kept_documents_kept();
