ALTER TABLE "charges" ADD COLUMN "list_tab" text GENERATED ALWAYS AS (case
      when kind = 'order' then 'orders'
      when status in ('paid', 'closed') then case when related_uin is null then 'paid' end
      when status = 'moved-to-order' then null
      else 'unpaid' end) STORED;--> statement-breakpoint
CREATE INDEX "charges_list_idx" ON "charges" USING btree ("user_id","list_tab","bill_date","id");--> statement-breakpoint
CREATE INDEX "charges_list_tax_idx" ON "charges" USING btree ("user_id","list_tab","bill_date","id") WHERE kind = 'tax';