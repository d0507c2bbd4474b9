-- A version that was ever published stays published, replaced or retired: moved back to a draft
-- or a returned version, its title and body could be edited after it went live. The rest of the
-- function is as 0018 made it.
CREATE OR REPLACE FUNCTION content_versions_kept() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.published_at IS NOT NULL THEN
      RAISE EXCEPTION 'content_versions: a published version is kept (%)', OLD.id USING ERRCODE = 'integrity_constraint_violation';
    END IF;
    RETURN OLD;
  END IF;
  IF NEW.id IS DISTINCT FROM OLD.id OR NEW.kind IS DISTINCT FROM OLD.kind OR NEW.item_key IS DISTINCT FROM OLD.item_key
     OR NEW.number IS DISTINCT FROM OLD.number OR NEW.author_email IS DISTINCT FROM OLD.author_email
     OR NEW.example IS DISTINCT FROM OLD.example THEN
    RAISE EXCEPTION 'content_versions: a version keeps its item, number and author (%)', OLD.id USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  IF OLD.status NOT IN ('draft', 'returned') AND (NEW.title IS DISTINCT FROM OLD.title OR NEW.body IS DISTINCT FROM OLD.body
     OR NEW.content_hash IS DISTINCT FROM OLD.content_hash OR NEW.review_by IS DISTINCT FROM OLD.review_by) THEN
    RAISE EXCEPTION 'content_versions: the content of a % version does not change (%)', OLD.status, OLD.id USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  IF OLD.published_at IS NOT NULL AND NEW.status NOT IN ('published', 'replaced', 'retired') THEN
    RAISE EXCEPTION 'content_versions: a published version does not go back to % (%)', NEW.status, OLD.id USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  IF OLD.published_at IS NOT NULL AND (NEW.published_at IS DISTINCT FROM OLD.published_at
     OR NEW.reviewer_email IS DISTINCT FROM OLD.reviewer_email OR NEW.reviewed_at IS DISTINCT FROM OLD.reviewed_at
     OR NEW.submitted_at IS DISTINCT FROM OLD.submitted_at) THEN
    RAISE EXCEPTION 'content_versions: a published version keeps its record (%)', OLD.id USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN NEW;
END;
$$;
