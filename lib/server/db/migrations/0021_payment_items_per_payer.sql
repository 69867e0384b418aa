DROP INDEX "payment_items_active_uin_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "payment_items_active_user_uin_uq" ON "payment_items" USING btree ("user_id","uin") WHERE active;