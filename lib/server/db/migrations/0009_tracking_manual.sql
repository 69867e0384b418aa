-- Usage records are append-only (issue 13 §5): a row is written once and never changed. The daily
-- roll-up and retention may delete whole rows. The one update allowed is the foreign key's own
-- ON DELETE SET NULL when an account is deleted: the record stays, its link to the person goes.
CREATE OR REPLACE FUNCTION usage_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.user_id IS NULL AND (to_jsonb(NEW) - 'user_id') = (to_jsonb(OLD) - 'user_id') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'usage_events is append-only' USING ERRCODE = 'P0001';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER usage_events_no_update BEFORE UPDATE ON "usage_events"
  FOR EACH ROW EXECUTE FUNCTION usage_events_append_only();
