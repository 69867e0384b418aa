CREATE TABLE "operators" (
	"email" text PRIMARY KEY NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usage_daily" (
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"result" text DEFAULT '' NOT NULL,
	"events" integer NOT NULL,
	"devices" integer NOT NULL,
	CONSTRAINT "usage_daily_day_kind_name_result_pk" PRIMARY KEY("day","kind","name","result")
);
--> statement-breakpoint
CREATE TABLE "usage_funnel_daily" (
	"day" date NOT NULL,
	"step" smallint NOT NULL,
	"devices" integer NOT NULL,
	CONSTRAINT "usage_funnel_daily_day_step_pk" PRIMARY KEY("day","step")
);
--> statement-breakpoint
ALTER TABLE "usage_events" ADD COLUMN "device_id" uuid;--> statement-breakpoint
ALTER TABLE "usage_events" ADD COLUMN "channel" text;--> statement-breakpoint
ALTER TABLE "usage_events" ADD COLUMN "referer" text;--> statement-breakpoint
ALTER TABLE "usage_events" ADD COLUMN "data" jsonb;--> statement-breakpoint
ALTER TABLE "usage_events" ADD COLUMN "app_version" text;--> statement-breakpoint
ALTER TABLE "usage_events" ADD COLUMN "device_time" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "usage_events_created_idx" ON "usage_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "usage_events_device_idx" ON "usage_events" USING btree ("device_id","created_at");