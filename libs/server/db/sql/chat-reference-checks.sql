-- Chat messages' room and sender checked once per inserting statement, and the rows they refer to
-- kept. Two foreign keys checked each message row by row: two queries and two row locks for every
-- gift alert, two fifths of the time of the statement that stores a batch of alerts
-- (bench/README.md, 2026-11-29). Rooms are never deleted or renumbered, and a member who has
-- messages is never deleted or renumbered (the triggers below refuse both), so what was checked
-- stays true without the keys' locks. Since 0030_chat_message_reference_checks.
--
-- Change them here, then run `npm run db:sql-migration -- <name>` (libs/server/db/README.md).

-- Every message a statement inserts is in a room that exists, from a member who exists or from
-- nobody (a notice). Scalar subqueries: one index probe per room and member.
CREATE OR REPLACE FUNCTION onair_chat_messages_check_references() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM (SELECT DISTINCT n.channel_id FROM inserted_messages n) n
     WHERE (SELECT r.channel_id FROM chat_rooms r WHERE r.channel_id = n.channel_id) IS NULL
  ) OR EXISTS (
    SELECT 1 FROM (SELECT DISTINCT n.member_id FROM inserted_messages n WHERE n.member_id IS NOT NULL) n
     WHERE (SELECT m.member_id FROM members m WHERE m.member_id = n.member_id) IS NULL
  ) THEN
    RAISE EXCEPTION 'chat_messages: a message refers to a room or a member that does not exist'
      USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN NULL;
END
$$;

-- Once per statement, over the messages it inserted.
CREATE OR REPLACE TRIGGER chat_messages_check_references
  AFTER INSERT ON chat_messages
  REFERENCING NEW TABLE AS inserted_messages
  FOR EACH STATEMENT EXECUTE FUNCTION onair_chat_messages_check_references();

-- A message never moves to another room or sender (nothing updates either column).
CREATE OR REPLACE FUNCTION onair_chat_refuse_change() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  RAISE EXCEPTION '%: % would leave chat messages without their room or member', TG_TABLE_NAME, TG_OP
    USING ERRCODE = 'foreign_key_violation';
END
$$;

-- A message keeps its room and sender.
CREATE OR REPLACE TRIGGER chat_messages_references_kept
  BEFORE UPDATE OF channel_id, member_id ON chat_messages
  FOR EACH STATEMENT EXECUTE FUNCTION onair_chat_refuse_change();

-- Rooms: never deleted, truncated or renumbered.
CREATE OR REPLACE TRIGGER chat_rooms_kept
  BEFORE DELETE OR TRUNCATE OR UPDATE OF channel_id ON chat_rooms
  FOR EACH STATEMENT EXECUTE FUNCTION onair_chat_refuse_change();

-- Members are withdrawn, not deleted (members.withdrawn_at); should one without messages ever be
-- deleted, nothing stops it, but one with messages is refused, as the key refused it.
CREATE OR REPLACE FUNCTION onair_members_keep_chat_senders() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.member_id = OLD.member_id THEN
    RETURN NEW;
  END IF;
  IF EXISTS (SELECT 1 FROM chat_messages m WHERE m.member_id = OLD.member_id) THEN
    RAISE EXCEPTION 'members: member % has chat messages and cannot be deleted or renumbered', OLD.member_id
      USING ERRCODE = 'foreign_key_violation';
  END IF;
  IF TG_OP = 'UPDATE' THEN
    RETURN NEW;
  END IF;
  RETURN OLD;
END
$$;

-- Row by row: only a member with messages is refused.
CREATE OR REPLACE TRIGGER members_keep_chat_senders
  BEFORE DELETE OR UPDATE OF member_id ON members
  FOR EACH ROW EXECUTE FUNCTION onair_members_keep_chat_senders();

-- Truncating members would take every sender with it.
CREATE OR REPLACE TRIGGER members_keep_chat_senders_truncate
  BEFORE TRUNCATE ON members
  FOR EACH STATEMENT EXECUTE FUNCTION onair_chat_refuse_change();
