ALTER TABLE "charge_details" ADD COLUMN "masked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "charges_uin_idx" ON "charges" USING btree ("uin");--> statement-breakpoint
-- Charges of other accounts whose УИН was already paid through us (before this, only the payer's own
-- rows became `in_progress`).
UPDATE "charges" SET "status" = 'in_progress', "updated_at" = now() WHERE "status" IN ('notpaid', 'open') AND "uin" IN (SELECT "pi"."uin" FROM "payment_items" "pi" JOIN "payments" "p" ON "p"."id" = "pi"."payment_id" WHERE "p"."state" = 'succeeded');
