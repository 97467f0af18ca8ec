-- Made from libs/server/db/sql/audit-log-append-only.sql by npm run db:sql-migration.
-- New: the operator console's audit log (0034) is append-only; the database refuses any UPDATE or
-- DELETE of it. The source's comments say what each function and trigger does.

-- Any UPDATE or DELETE of an audit row fails the whole statement, and with it its transaction.
CREATE OR REPLACE FUNCTION onair_audit_log_refuse_change() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
-- Per statement, so even an UPDATE or DELETE that matches no row is refused.
CREATE OR REPLACE TRIGGER audit_log_refuse_change
  BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION onair_audit_log_refuse_change();
