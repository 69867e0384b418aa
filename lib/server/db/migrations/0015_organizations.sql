CREATE TABLE "directory_companies" (
	"inn" text PRIMARY KEY NOT NULL,
	"kpp" text,
	"ogrn" text,
	"name" text NOT NULL,
	"address" text,
	"search_text" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fleet_vehicles" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"sts" text NOT NULL,
	"plate_number" text NOT NULL,
	"plate_region" text NOT NULL,
	"plate" text NOT NULL,
	"driver" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organization_members" (
	"organization_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"role" text DEFAULT 'owner' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organization_members_organization_id_user_id_pk" PRIMARY KEY("organization_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "organizations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"created_by" bigint NOT NULL,
	"inn" text NOT NULL,
	"kpp" text,
	"ogrn" text,
	"name" text NOT NULL,
	"address" text,
	"count_days" smallint DEFAULT 90 NOT NULL,
	"subscribe_type" text DEFAULT 'base' NOT NULL,
	"checked_at" timestamp with time zone,
	"check_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "charges" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "charges" ADD COLUMN "organization_id" bigint;--> statement-breakpoint
ALTER TABLE "charges" ADD COLUMN "vehicle_plate" text;--> statement-breakpoint
ALTER TABLE "charges" ADD COLUMN "vehicle_sts" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "organization_id" bigint;--> statement-breakpoint
ALTER TABLE "fleet_vehicles" ADD CONSTRAINT "fleet_vehicles_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_members" ADD CONSTRAINT "organization_members_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_members" ADD CONSTRAINT "organization_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "directory_companies_search_idx" ON "directory_companies" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "fleet_vehicles_org_sts_uq" ON "fleet_vehicles" USING btree ("organization_id","sts");--> statement-breakpoint
CREATE INDEX "fleet_vehicles_org_plate_idx" ON "fleet_vehicles" USING btree ("organization_id","plate");--> statement-breakpoint
CREATE INDEX "fleet_vehicles_org_driver_idx" ON "fleet_vehicles" USING btree ("organization_id","driver");--> statement-breakpoint
CREATE INDEX "organization_members_user_idx" ON "organization_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "organizations_creator_inn_uq" ON "organizations" USING btree ("created_by","inn");--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "charges_org_uin_uq" ON "charges" USING btree ("organization_id","uin") WHERE organization_id is not null;--> statement-breakpoint
CREATE INDEX "charges_org_list_idx" ON "charges" USING btree ("organization_id","list_tab","bill_date","id") WHERE organization_id is not null;--> statement-breakpoint
CREATE INDEX "charges_org_amount_idx" ON "charges" USING btree ("organization_id","list_tab","amount_kopeks","id") WHERE organization_id is not null;--> statement-breakpoint
CREATE INDEX "charges_org_vehicle_idx" ON "charges" USING btree ("organization_id","vehicle_plate","bill_date","id") WHERE organization_id is not null;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_one_owner" CHECK (num_nonnulls("charges"."user_id", "charges"."organization_id") = 1);