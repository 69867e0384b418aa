CREATE TABLE "extension_handovers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"issuer_credential_id" bigint NOT NULL,
	"extension_id" text NOT NULL,
	"challenge" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "extension_handovers_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "extension_handovers" ADD CONSTRAINT "extension_handovers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extension_handovers" ADD CONSTRAINT "extension_handovers_issuer_credential_id_credentials_id_fk" FOREIGN KEY ("issuer_credential_id") REFERENCES "public"."credentials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "extension_handovers_user_idx" ON "extension_handovers" USING btree ("user_id");