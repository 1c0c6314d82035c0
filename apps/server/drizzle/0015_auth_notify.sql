-- Every change that can end or narrow a session's rights is announced on the channel `console_auth`, from
-- the database itself, so each server instance drops the sessions it holds in memory (http/session-cache.ts)
-- whatever wrote the change: the console, another instance, the command line or a hand-written UPDATE.
-- PostgreSQL delivers a notification when its transaction commits, never for one rolled back.
CREATE OR REPLACE FUNCTION console_auth_changed() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  PERFORM pg_notify('console_auth', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A session revoked, cut short or removed (last_seen_at, written once a minute, says nothing).
CREATE TRIGGER admin_session_auth_changed
AFTER UPDATE OF revoked_at, expires_at, token_hash, user_id OR DELETE ON admin_session
FOR EACH STATEMENT EXECUTE FUNCTION console_auth_changed();
--> statement-breakpoint
-- An admin disabled, given another role or name, or removed.
CREATE TRIGGER admin_user_auth_changed
AFTER UPDATE OF enabled, role, username OR DELETE ON admin_user
FOR EACH STATEMENT EXECUTE FUNCTION console_auth_changed();
--> statement-breakpoint
-- Roles, grants and authorities raise the permission epoch in their own transaction (permission-cache.ts).
CREATE TRIGGER permission_epoch_auth_changed
AFTER INSERT OR UPDATE OR DELETE ON permission_epoch
FOR EACH STATEMENT EXECUTE FUNCTION console_auth_changed();
