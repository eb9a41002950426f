-- Written by hand. The audit log refuses TRUNCATE too (0009 refuses UPDATE and DELETE), unless the transaction says it
-- is restoring a backup into an empty database (platform/backup/restore.ts: SET LOCAL app.restoring = 'on'). A guard
-- against a slip of the hand, not a boundary: the table's owner could drop the trigger.
CREATE FUNCTION "audit_log_refuse_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('app.restoring', true), '') <> 'on' THEN
    RAISE EXCEPTION 'audit_log is append-only: TRUNCATE is allowed only while a backup is restored' USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_refuse_truncate"();--> statement-breakpoint
-- Mails that have left the outbox keep their recipient, subject, state and times but not their bodies, which may hold
-- single-use links (reset, invitation, verification): backups and database readers do not carry live links.
UPDATE "mail_outbox" SET "text_body" = '[body removed after sending]', "html_body" = NULL WHERE "status" IN ('sent', 'logged');
