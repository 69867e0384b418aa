CREATE TABLE "charge_details" (
	"charge_id" bigint PRIMARY KEY NOT NULL,
	"offence_description" text,
	"recorded_by" text,
	"department_phone" text,
	"department_lat" double precision,
	"department_lng" double precision,
	"vehicle_plate" text,
	"payer_surname" text,
	"payer_name" text,
	"payer_patronymic" text,
	"payer_organization" text,
	"sts_number" text,
	"driver_license" text,
	"payer_inn" text,
	"progress" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attachments_ref" text,
	"photo_count" smallint DEFAULT 0 NOT NULL,
	"has_document" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "complaints" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"charge_id" bigint,
	"uin" text NOT NULL,
	"email" text NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "charge_details" ADD CONSTRAINT "charge_details_charge_id_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."charges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_charge_id_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."charges"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "complaints_created_idx" ON "complaints" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "complaints_user_idx" ON "complaints" USING btree ("user_id");