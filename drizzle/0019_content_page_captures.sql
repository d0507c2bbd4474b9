CREATE TABLE "content_page_captures" (
	"version_id" uuid NOT NULL,
	"path" text NOT NULL,
	"status" integer NOT NULL,
	"html" text NOT NULL,
	"sha256" text NOT NULL,
	"captured_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_page_captures_version_id_path_pk" PRIMARY KEY("version_id","path")
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION content_page_captures_kept() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'content_page_captures: a captured page is kept as it was shown' USING ERRCODE = 'integrity_constraint_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER content_page_captures_kept BEFORE UPDATE OR DELETE ON content_page_captures
  FOR EACH ROW EXECUTE FUNCTION content_page_captures_kept();
