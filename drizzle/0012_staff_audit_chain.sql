-- The audit log as a hash chain the database keeps (app/.server/staff/audit-chain.ts checks it,
-- `npm run staff -- audit-verify`). Each entry gets its place (`seq`, 1 for the first), the hash
-- of the entry before (`prev_hash`, 64 zeros for the first) and its own `hash`: SHA-256 of
-- a canonical form of the entry. The canonical form is lines joined by a line feed:
--   staff_audit v1, seq, id, at (UTC, milliseconds, like 2026-01-02T03:04:05.678Z),
--   actor_id, actor_email, action, subject_type, subject_id, detail (each its UTF-8 bytes in
--   lowercase hex, or "-" for NULL), prev_hash.
-- Inserts are serialized by a transaction-level advisory lock taken in the insert trigger, so
-- two transactions never chain onto the same entry; the unique index on seq would refuse a fork.
-- UPDATE, DELETE and TRUNCATE are refused.

CREATE OR REPLACE FUNCTION staff_audit_hash(
  p_seq bigint, p_id uuid, p_at timestamptz, p_actor_id text, p_actor_email text, p_action text,
  p_subject_type text, p_subject_id text, p_detail text, p_prev_hash text
) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT encode(sha256(convert_to(
    'staff_audit v1' || E'\n' ||
    p_seq::text || E'\n' ||
    p_id::text || E'\n' ||
    to_char(p_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || E'\n' ||
    coalesce(encode(convert_to(p_actor_id, 'UTF8'), 'hex'), '-') || E'\n' ||
    coalesce(encode(convert_to(p_actor_email, 'UTF8'), 'hex'), '-') || E'\n' ||
    coalesce(encode(convert_to(p_action, 'UTF8'), 'hex'), '-') || E'\n' ||
    coalesce(encode(convert_to(p_subject_type, 'UTF8'), 'hex'), '-') || E'\n' ||
    coalesce(encode(convert_to(p_subject_id, 'UTF8'), 'hex'), '-') || E'\n' ||
    coalesce(encode(convert_to(p_detail, 'UTF8'), 'hex'), '-') || E'\n' ||
    p_prev_hash,
  'UTF8')), 'hex')
$$;
--> statement-breakpoint

-- The entries from before this migration are chained in the order they were written (time, then id).
DO $$
DECLARE
  entry record;
  previous text := repeat('0', 64);
  place bigint := 0;
  entry_hash text;
BEGIN
  FOR entry IN SELECT * FROM staff_audit ORDER BY at, id LOOP
    place := place + 1;
    entry_hash := staff_audit_hash(place, entry.id, date_trunc('milliseconds', entry.at), entry.actor_id, entry.actor_email,
      entry.action, entry.subject_type, entry.subject_id, entry.detail, previous);
    UPDATE staff_audit SET seq = place, at = date_trunc('milliseconds', entry.at), prev_hash = previous, hash = entry_hash
      WHERE id = entry.id;
    previous := entry_hash;
  END LOOP;
END
$$;
--> statement-breakpoint

CREATE UNIQUE INDEX "staff_audit_seq_idx" ON "staff_audit" USING btree ("seq");
--> statement-breakpoint

CREATE OR REPLACE FUNCTION staff_audit_chain() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  last_seq bigint;
  last_hash text;
BEGIN
  -- One writer at a time until its transaction ends: the next entry chains onto a committed one.
  PERFORM pg_advisory_xact_lock(7305571101);
  SELECT seq, hash INTO last_seq, last_hash FROM staff_audit ORDER BY seq DESC LIMIT 1;
  NEW.at := date_trunc('milliseconds', coalesce(NEW.at, now()));
  NEW.seq := coalesce(last_seq, 0) + 1;
  NEW.prev_hash := coalesce(last_hash, repeat('0', 64));
  NEW.hash := staff_audit_hash(NEW.seq, NEW.id, NEW.at, NEW.actor_id, NEW.actor_email, NEW.action, NEW.subject_type,
    NEW.subject_id, NEW.detail, NEW.prev_hash);
  RETURN NEW;
END
$$;
--> statement-breakpoint

CREATE TRIGGER staff_audit_chain BEFORE INSERT ON staff_audit FOR EACH ROW EXECUTE FUNCTION staff_audit_chain();
--> statement-breakpoint

CREATE OR REPLACE FUNCTION staff_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'staff_audit is append-only: % refused', TG_OP USING ERRCODE = '42501';
END
$$;
--> statement-breakpoint

CREATE TRIGGER staff_audit_append_only BEFORE UPDATE OR DELETE ON staff_audit FOR EACH ROW EXECUTE FUNCTION staff_audit_append_only();
--> statement-breakpoint

CREATE TRIGGER staff_audit_no_truncate BEFORE TRUNCATE ON staff_audit FOR EACH STATEMENT EXECUTE FUNCTION staff_audit_append_only();
