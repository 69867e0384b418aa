-- Mails waiting in the old outbox queue become jobs of the one jobs queue (ADR 6); registry lookups
-- that were queued are not carried over: the next preload or scheduled refresh queues them again.
UPDATE "mail_outbox" SET "state" = 'queued' WHERE "state" = 'sending';--> statement-breakpoint
INSERT INTO "jobs" ("type", "payload")
SELECT 'mail-send', jsonb_build_object('mailId', "id") FROM "mail_outbox" WHERE "state" = 'queued' ORDER BY "id";
