-- The operator console's audit log is append-only: what staff did stays as it was written, whoever
-- holds the database role the API runs with. Since 0035_audit_log_append_only.
--
-- Change them here, then run `npm run db:sql-migration -- <name>` (libs/server/db/README.md).

-- Any UPDATE or DELETE of an audit row fails the whole statement, and with it its transaction.
CREATE OR REPLACE FUNCTION onair_audit_log_refuse_change() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END
$$;

-- Per statement, so even an UPDATE or DELETE that matches no row is refused.
CREATE OR REPLACE TRIGGER audit_log_refuse_change
  BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION onair_audit_log_refuse_change();
