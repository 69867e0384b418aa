CREATE TABLE "payment_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"payment_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"charge_id" bigint,
	"uin" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"bill_date" date NOT NULL,
	"full_amount_kopeks" bigint NOT NULL,
	"amount_kopeks" bigint NOT NULL,
	"discount_percent" smallint,
	"fee_kopeks" bigint NOT NULL,
	"active" boolean
);
--> statement-breakpoint
CREATE TABLE "payment_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"payment_id" bigint NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"amount_kopeks" bigint DEFAULT 0 NOT NULL,
	"source" text NOT NULL,
	"gateway_status" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"gateway" text NOT NULL,
	"event" text NOT NULL,
	"gateway_payment_id" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"last_error" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"state" text DEFAULT 'created' NOT NULL,
	"gateway" text NOT NULL,
	"idempotence_key" text NOT NULL,
	"attempt_key" text NOT NULL,
	"gateway_payment_id" text,
	"gateway_status" text,
	"confirmation_url" text,
	"amount_kopeks" bigint NOT NULL,
	"fee_kopeks" bigint NOT NULL,
	"total_kopeks" bigint NOT NULL,
	"receipt_email" text NOT NULL,
	"reason" text,
	"repeat_confirmed" boolean DEFAULT false NOT NULL,
	"priced_on" date NOT NULL,
	"checked_at" timestamp with time zone,
	"check_after" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "payments_idempotence_key_unique" UNIQUE("idempotence_key")
);
--> statement-breakpoint
CREATE TABLE "sandbox_acquirer_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotence_key" text NOT NULL,
	"amount_kopeks" bigint NOT NULL,
	"description" text NOT NULL,
	"return_url" text NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"step" text DEFAULT 'card' NOT NULL,
	"card_last4" text,
	"card_number" text,
	"three_ds_failures" integer DEFAULT 0 NOT NULL,
	"processing_until" timestamp with time zone,
	"cancellation_party" text,
	"cancellation_reason" text,
	"refunded_kopeks" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"captured_at" timestamp with time zone,
	CONSTRAINT "sandbox_acquirer_payments_idempotence_key_unique" UNIQUE("idempotence_key")
);
--> statement-breakpoint
CREATE TABLE "sandbox_acquirer_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotence_key" text NOT NULL,
	"payment_id" text NOT NULL,
	"amount_kopeks" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_acquirer_refunds_idempotence_key_unique" UNIQUE("idempotence_key")
);
--> statement-breakpoint
ALTER TABLE "payment_items" ADD CONSTRAINT "payment_items_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_items" ADD CONSTRAINT "payment_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_items" ADD CONSTRAINT "payment_items_charge_id_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."charges"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_ledger" ADD CONSTRAINT "payment_ledger_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_acquirer_refunds" ADD CONSTRAINT "sandbox_acquirer_refunds_payment_id_sandbox_acquirer_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."sandbox_acquirer_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_items_payment_idx" ON "payment_items" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payment_items_user_uin_idx" ON "payment_items" USING btree ("user_id","uin");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_items_active_uq" ON "payment_items" USING btree ("user_id","uin") WHERE active;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_ledger_transition_uq" ON "payment_ledger" USING btree ("payment_id","to_state");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_notifications_uq" ON "payment_notifications" USING btree ("gateway","gateway_payment_id","event");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_user_attempt_uq" ON "payments" USING btree ("user_id","attempt_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_gateway_payment_uq" ON "payments" USING btree ("gateway","gateway_payment_id");--> statement-breakpoint
CREATE INDEX "payments_user_created_idx" ON "payments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_reconcile_idx" ON "payments" USING btree ("check_after") WHERE state in ('created', 'pending');