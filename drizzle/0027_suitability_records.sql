CREATE TABLE "suitability_records" (
	"id" uuid PRIMARY KEY NOT NULL,
	"advisor_id" text NOT NULL,
	"advisor_email" text NOT NULL,
	"client_label" text NOT NULL,
	"view_keys" text NOT NULL,
	"data_versions" text NOT NULL,
	"record" jsonb NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "suitability_records_recorded_idx" ON "suitability_records" USING btree ("recorded_at");--> statement-breakpoint
-- A questionnaire result's suitability record is kept as it was saved (Rule 204-2): deleting the
-- saved view or the account leaves it, and it is never changed or deleted.
CREATE TRIGGER suitability_records_kept BEFORE UPDATE OR DELETE ON suitability_records
  FOR EACH ROW EXECUTE FUNCTION kept_documents_kept();
--> statement-breakpoint
CREATE TRIGGER suitability_records_no_truncate BEFORE TRUNCATE ON suitability_records
  FOR EACH STATEMENT EXECUTE FUNCTION kept_documents_kept();
--> statement-breakpoint
-- The records of the views saved before this table: from their saved views, as they stand.
INSERT INTO suitability_records (id, advisor_id, advisor_email, client_label, view_keys, data_versions, record, recorded_at)
  SELECT saved.id, saved.advisor_id, users.email, saved.label, saved.view_keys, saved.data_versions, saved.suitability, saved.created_at
  FROM saved_views saved JOIN advisor_users users ON users.id = saved.advisor_id
  WHERE saved.suitability IS NOT NULL;
