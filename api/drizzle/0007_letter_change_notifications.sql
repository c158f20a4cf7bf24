-- Every api instance may keep the letters list it answered each user in memory
-- (api/src/letters/letter-list-cache.ts). The database itself tells every instance when a letter is
-- created, changed or deleted, whoever wrote it (the api on any instance, an account deleted with
-- its letters by cascade, the retention job, plain SQL): once the write commits, a notification on
-- 'lettra_session_changes' names the letter's owner ('l:' + user id), and the instances drop the
-- lists they kept of that user (docs/api-performance.md).
CREATE FUNCTION lettra_notify_letter_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('lettra_session_changes', 'l:' || OLD.user_id);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('lettra_session_changes', 'l:' || NEW.user_id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER letters_notify_change AFTER INSERT OR UPDATE OR DELETE ON letters FOR EACH ROW EXECUTE FUNCTION lettra_notify_letter_change();
