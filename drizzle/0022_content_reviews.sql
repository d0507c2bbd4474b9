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
-- Each decision is kept as it was made (Rule 204-2): no row changes, none is deleted, the table
-- is not emptied.
CREATE OR REPLACE FUNCTION content_reviews_kept() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'content_reviews: a principal''s decision is kept' USING ERRCODE = 'integrity_constraint_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER content_reviews_kept BEFORE UPDATE OR DELETE ON content_reviews
  FOR EACH ROW EXECUTE FUNCTION content_reviews_kept();
--> statement-breakpoint
CREATE TRIGGER content_reviews_no_truncate BEFORE TRUNCATE ON content_reviews
  FOR EACH STATEMENT EXECUTE FUNCTION content_reviews_kept();
--> statement-breakpoint
-- The decisions made before this table whose content is known: approvals of versions that were
-- approved or went live, and retirements (from the audit log's entry), whose content has not
-- changed since (content_versions_kept). Returns and withdrawals made before it kept no copy of
-- what was returned, and an approval later withdrawn lost its principal: for those the audit log
-- alone holds the time, the principal and the content hash.
INSERT INTO content_reviews (version_id, decision, title, body, content_hash, reviewer_id, reviewer_email, note, at)
SELECT version_id, decision, title, body, content_hash, reviewer_id, reviewer_email, NULL, at FROM (
  SELECT id AS version_id, 'approved' AS decision, title, body, content_hash, reviewer_id, reviewer_email, reviewed_at AS at
  FROM content_versions
  WHERE reviewer_email IS NOT NULL AND reviewed_at IS NOT NULL AND status IN ('approved', 'published', 'replaced', 'retired')
  UNION ALL
  SELECT v.id, 'retired', v.title, v.body, v.content_hash, a.actor_id, a.actor_email, a.at
  FROM content_versions v
  JOIN staff_audit a ON a.subject_type = 'content' AND a.subject_id = v.id::text AND a.action = 'content retired'
  WHERE v.status = 'retired'
) AS earlier
ORDER BY at;
