CREATE TABLE "suitability_reviews" (
	"id" uuid PRIMARY KEY NOT NULL,
	"record_id" uuid NOT NULL,
	"reviewer_id" text NOT NULL,
	"reviewer_email" text NOT NULL,
	"decision" text NOT NULL,
	"note" text NOT NULL,
	"reviewed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "suitability_reviews_decision" CHECK ("suitability_reviews"."decision" in ('supported', 'follow-up'))
);
--> statement-breakpoint
ALTER TABLE "suitability_reviews" ADD CONSTRAINT "suitability_reviews_record_id_suitability_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."suitability_records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "suitability_reviews_record_idx" ON "suitability_reviews" USING btree ("record_id","reviewed_at");--> statement-breakpoint
-- A principal's review of a zone chosen above the answers' limit is kept like the record it
-- reviews (Rule 204-2): never changed or deleted; a later review is a row of its own.
CREATE TRIGGER suitability_reviews_kept BEFORE UPDATE OR DELETE ON suitability_reviews
  FOR EACH ROW EXECUTE FUNCTION kept_documents_kept();
--> statement-breakpoint
CREATE TRIGGER suitability_reviews_no_truncate BEFORE TRUNCATE ON suitability_reviews
  FOR EACH STATEMENT EXECUTE FUNCTION kept_documents_kept();
