CREATE TABLE "consent_records" (
	"consent_record_idx" serial PRIMARY KEY NOT NULL,
	"user_idx" integer NOT NULL,
	"subject" varchar(12) NOT NULL,
	"terms_idx" integer,
	"terms_code" varchar(10),
	"terms_version" integer,
	"agreed" boolean NOT NULL,
	"source" varchar(10) NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legal_guardians" (
	"legal_guardian_idx" serial PRIMARY KEY NOT NULL,
	"user_idx" integer NOT NULL,
	"ci" varchar(128) NOT NULL,
	"di" varchar(128) NOT NULL,
	"name" varchar(50) NOT NULL,
	"birth_ymd" date NOT NULL,
	"gender" varchar(1) NOT NULL,
	"foreigner_yn" boolean NOT NULL,
	"telecom_code" varchar(2) NOT NULL,
	"phone_number" varchar(11) NOT NULL,
	"verification_seq" varchar(36) NOT NULL,
	"consented_at" timestamp with time zone NOT NULL,
	"reg_date" timestamp with time zone DEFAULT now() NOT NULL,
	"mod_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oauth_states" (
	"state_hash" varchar(64) PRIMARY KEY NOT NULL,
	"provider" varchar(10) NOT NULL,
	"purpose" varchar(10) NOT NULL,
	"code_verifier" varchar(128) NOT NULL,
	"nonce" varchar(64) NOT NULL,
	"browser_hash" varchar(64) NOT NULL,
	"user_idx" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "vip_access_keys" (
	"vip_key_idx" serial PRIMARY KEY NOT NULL,
	"key_hash" varchar(64) NOT NULL,
	"label" varchar(100) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"max_uses" integer NOT NULL,
	"use_count" integer DEFAULT 0 NOT NULL,
	"user_idx" integer,
	"last_used_at" timestamp with time zone,
	"reg_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_user_idx_users_user_idx_fk" FOREIGN KEY ("user_idx") REFERENCES "public"."users"("user_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_terms_idx_terms_terms_idx_fk" FOREIGN KEY ("terms_idx") REFERENCES "public"."terms"("terms_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_guardians" ADD CONSTRAINT "legal_guardians_user_idx_users_user_idx_fk" FOREIGN KEY ("user_idx") REFERENCES "public"."users"("user_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oauth_states" ADD CONSTRAINT "oauth_states_user_idx_users_user_idx_fk" FOREIGN KEY ("user_idx") REFERENCES "public"."users"("user_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_access_keys" ADD CONSTRAINT "vip_access_keys_user_idx_users_user_idx_fk" FOREIGN KEY ("user_idx") REFERENCES "public"."users"("user_idx") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consent_records_user_idx" ON "consent_records" USING btree ("user_idx","recorded_at");--> statement-breakpoint
CREATE UNIQUE INDEX "legal_guardians_user_uq" ON "legal_guardians" USING btree ("user_idx");--> statement-breakpoint
CREATE INDEX "oauth_states_expires_idx" ON "oauth_states" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vip_access_keys_hash_uq" ON "vip_access_keys" USING btree ("key_hash");