CREATE TABLE "clients" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credentials" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"salt_enc" text NOT NULL,
	"platform" text DEFAULT 'web' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"client_id" uuid,
	"channel" text DEFAULT 'web' NOT NULL,
	"type" smallint DEFAULT 1 NOT NULL,
	"email" text,
	"password_hash" text,
	"gender" text DEFAULT 'm' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"type" text NOT NULL,
	"number" text NOT NULL,
	"plate_number" text,
	"plate_region" text,
	"title" text,
	"surname" text,
	"first_name" text,
	"patronymic" text,
	"issue_date" date,
	"first_issue_date" date,
	"checked_at" timestamp with time zone,
	"check_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "charge_sources" (
	"charge_id" bigint NOT NULL,
	"document_id" bigint NOT NULL,
	CONSTRAINT "charge_sources_charge_id_document_id_pk" PRIMARY KEY("charge_id","document_id")
);
--> statement-breakpoint
CREATE TABLE "charges" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"uin" text NOT NULL,
	"status" text NOT NULL,
	"bill_date" date NOT NULL,
	"ordinance_number" text NOT NULL,
	"amount_kopeks" bigint NOT NULL,
	"purpose" text NOT NULL,
	"kbk" text NOT NULL,
	"oktmo" text NOT NULL,
	"payee" jsonb NOT NULL,
	"discount_percent" smallint,
	"discount_until" date,
	"article" text,
	"article_text" text,
	"offence_at" timestamp with time zone,
	"place" text,
	"lat" double precision,
	"lng" double precision,
	"department" text,
	"photo_urls" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"related_uin" text,
	"case_number" text,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registry_lookups" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"document_id" bigint NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "credentials" ADD CONSTRAINT "credentials_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charge_sources" ADD CONSTRAINT "charge_sources_charge_id_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."charges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charge_sources" ADD CONSTRAINT "charge_sources_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registry_lookups" ADD CONSTRAINT "registry_lookups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registry_lookups" ADD CONSTRAINT "registry_lookups_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credentials_user_idx" ON "credentials" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_user_type_number_uq" ON "documents" USING btree ("user_id","type","number");--> statement-breakpoint
CREATE INDEX "documents_user_type_idx" ON "documents" USING btree ("user_id","type");--> statement-breakpoint
CREATE INDEX "charge_sources_document_idx" ON "charge_sources" USING btree ("document_id");--> statement-breakpoint
CREATE UNIQUE INDEX "charges_user_uin_uq" ON "charges" USING btree ("user_id","uin");--> statement-breakpoint
CREATE INDEX "charges_user_kind_idx" ON "charges" USING btree ("user_id","kind");--> statement-breakpoint
CREATE INDEX "registry_lookups_claim_idx" ON "registry_lookups" USING btree ("state","run_after");--> statement-breakpoint
CREATE INDEX "registry_lookups_user_idx" ON "registry_lookups" USING btree ("user_id","state");