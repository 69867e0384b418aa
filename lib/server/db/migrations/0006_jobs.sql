CREATE TABLE "job_schedules" (
	"name" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"every_seconds" integer NOT NULL,
	"next_run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_run_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"dedupe_key" text,
	"state" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"lease_token" uuid,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "registry_lookups" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "registry_lookups" CASCADE;--> statement-breakpoint
DROP INDEX "mail_outbox_claim_idx";--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE state = 'queued';--> statement-breakpoint
CREATE INDEX "jobs_lease_idx" ON "jobs" USING btree ("locked_until") WHERE state = 'running';--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_dedupe_uq" ON "jobs" USING btree ("type","dedupe_key") WHERE state in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "jobs_key_idx" ON "jobs" USING btree ("type","dedupe_key");--> statement-breakpoint
CREATE INDEX "jobs_finished_idx" ON "jobs" USING btree ("finished_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_created_idx" ON "mail_outbox" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP COLUMN "attempts";--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP COLUMN "run_after";--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP COLUMN "locked_until";