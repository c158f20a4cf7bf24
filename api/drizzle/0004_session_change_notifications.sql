-- Every api instance may keep the sessions it checked in memory (api/src/sessions/session-cache.ts).
-- The database itself tells every instance when a session or its account changes or goes away,
-- whoever changed it (a logout, another instance, a cascade, the retention job, plain SQL): once the
-- change commits, a notification on 'lettra_session_changes' names the session ('s:' + id) or the
-- account ('u:' + id), and the instances drop what they kept of it (docs/api-performance.md).
CREATE FUNCTION lettra_notify_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('lettra_session_changes', (CASE TG_TABLE_NAME WHEN 'sessions' THEN 's:' ELSE 'u:' END) || OLD.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_notify_change AFTER UPDATE OR DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION lettra_notify_session_change();
--> statement-breakpoint
CREATE TRIGGER users_notify_change AFTER UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION lettra_notify_session_change();
