CREATE TABLE "site_releases" (
	"fingerprint" text PRIMARY KEY NOT NULL,
	"pages" jsonb NOT NULL,
	"first_served_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_by_id" text,
	"approved_by_email" text,
	"approved_at" timestamp with time zone
);
--> statement-breakpoint
-- A release is kept as it was served (Rule 204-2): its words never change and it is never
-- deleted; only its approval is written, once.
CREATE OR REPLACE FUNCTION site_releases_kept() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.fingerprint = OLD.fingerprint AND NEW.pages = OLD.pages
    AND NEW.first_served_at = OLD.first_served_at AND OLD.approved_at IS NULL
    AND NEW.approved_at IS NOT NULL AND NEW.approved_by_id IS NOT NULL AND NEW.approved_by_email IS NOT NULL THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'site_releases: a release is kept as it was served, and approved once' USING ERRCODE = 'integrity_constraint_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER site_releases_kept BEFORE UPDATE OR DELETE ON site_releases
  FOR EACH ROW EXECUTE FUNCTION site_releases_kept();
--> statement-breakpoint
CREATE TRIGGER site_releases_no_truncate BEFORE TRUNCATE ON site_releases
  FOR EACH STATEMENT EXECUTE FUNCTION site_releases_kept();
