-- Prescriptions are never changed after issue (issue 16, item 7): the only change allowed is
-- cancelling one, once (setting cancelled_at, cancel_reason and cancelled_by), and no row is
-- ever deleted. Enforced here, in the database, whatever the application does.
CREATE OR REPLACE FUNCTION prescriptions_never_edited() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'TRUNCATE') THEN
    RAISE EXCEPTION 'prescriptions cannot be deleted'
      USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  IF OLD.cancelled_at IS NOT NULL THEN
    RAISE EXCEPTION 'prescription % is already cancelled', OLD.number
      USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  IF NEW.cancelled_at IS NULL
    OR (to_jsonb(NEW) - 'cancelled_at' - 'cancel_reason' - 'cancelled_by')
      IS DISTINCT FROM (to_jsonb(OLD) - 'cancelled_at' - 'cancel_reason' - 'cancelled_by') THEN
    RAISE EXCEPTION 'prescription % cannot be changed, only cancelled', OLD.number
      USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER prescriptions_never_edited
  BEFORE UPDATE OR DELETE ON prescriptions
  FOR EACH ROW EXECUTE FUNCTION prescriptions_never_edited();--> statement-breakpoint
CREATE TRIGGER prescriptions_never_truncated
  BEFORE TRUNCATE ON prescriptions
  FOR EACH STATEMENT EXECUTE FUNCTION prescriptions_never_edited();
