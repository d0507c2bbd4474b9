CREATE TABLE "content_reviews" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"version_id" uuid NOT NULL,
	"decision" text NOT NULL,
	"title" text NOT NULL,
	"body" jsonb NOT NULL,
	"content_hash" text,
	"reviewer_id" text,
	"reviewer_email" text NOT NULL,
	"note" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "content_reviews_version_idx" ON "content_reviews" USING btree ("version_id","id");--> statement-breakpoint
-- Each decision is kept as it was made (Rule 204-2): no row changes, none is deleted.
CREATE OR REPLACE FUNCTION content_reviews_kept() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'content_reviews: a principal''s decision is kept' USING ERRCODE = 'integrity_constraint_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER content_reviews_kept BEFORE UPDATE OR DELETE ON content_reviews
  FOR EACH ROW EXECUTE FUNCTION content_reviews_kept();
--> statement-breakpoint
-- The approvals made before this table, from their versions: an approved version's content has
-- not changed since (content_versions_kept). Returns made before it kept no copy of what was
-- returned; the audit log holds their time, principal and content hash.
INSERT INTO content_reviews (version_id, decision, title, body, content_hash, reviewer_id, reviewer_email, note, at)
SELECT id, 'approved', title, body, content_hash, reviewer_id, reviewer_email, NULL, reviewed_at
FROM content_versions
WHERE reviewer_email IS NOT NULL AND reviewed_at IS NOT NULL AND status IN ('approved', 'published', 'replaced', 'retired')
ORDER BY reviewed_at;
