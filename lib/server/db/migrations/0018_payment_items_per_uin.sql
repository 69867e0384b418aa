DROP INDEX "payment_items_user_uin_idx";--> statement-breakpoint
CREATE INDEX "payment_items_uin_idx" ON "payment_items" USING btree ("uin");--> statement-breakpoint
-- A УИН held by active lines of several accounts (possible before this index) keeps its oldest hold;
-- the later payments go on at their gateway and settle as before, they only stop holding the УИН.
UPDATE "payment_items" SET "active" = NULL WHERE "active" AND "id" NOT IN (SELECT min("id") FROM "payment_items" WHERE "active" GROUP BY "uin");--> statement-breakpoint
DROP INDEX "payment_items_active_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "payment_items_active_uin_uq" ON "payment_items" USING btree ("uin") WHERE active;