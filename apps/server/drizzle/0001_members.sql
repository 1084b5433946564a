CREATE TABLE "captcha_challenges" (
	"uuid" varchar(36) PRIMARY KEY NOT NULL,
	"answer_hash" varchar(64) NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"passed_at" timestamp with time zone,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_identities" (
	"user_identity_idx" serial PRIMARY KEY NOT NULL,
	"user_idx" integer NOT NULL,
	"provider" varchar(10) NOT NULL,
	"sub_id" varchar(128) NOT NULL,
	"subs_id" varchar(128),
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"user_idx" serial PRIMARY KEY NOT NULL,
	"ci" varchar(128) NOT NULL,
	"di" varchar(128) NOT NULL,
	"name" varchar(50) NOT NULL,
	"birth_ymd" date NOT NULL,
	"gender" varchar(1) NOT NULL,
	"foreigner_yn" boolean DEFAULT false NOT NULL,
	"telecom_code" varchar(2) NOT NULL,
	"phone_number" varchar(11) NOT NULL,
	"email" varchar(200),
	"status" varchar(12) DEFAULT 'ACTIVE' NOT NULL,
	"participation_possible_yn" boolean DEFAULT true NOT NULL,
	"user_info_agreement_yn" boolean DEFAULT false NOT NULL,
	"ad_info_agreement_yn" boolean DEFAULT false NOT NULL,
	"marketing_agreement_yn" boolean DEFAULT false NOT NULL,
	"login_count" integer DEFAULT 0 NOT NULL,
	"visit_count" integer DEFAULT 0 NOT NULL,
	"check_in_count" integer DEFAULT 0 NOT NULL,
	"token_version" integer DEFAULT 0 NOT NULL,
	"last_login_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	"reg_date" timestamp with time zone DEFAULT now() NOT NULL,
	"mod_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_identities" ADD CONSTRAINT "user_identities_user_idx_users_user_idx_fk" FOREIGN KEY ("user_idx") REFERENCES "public"."users"("user_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "captcha_challenges_expires_idx" ON "captcha_challenges" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_identities_provider_sub_uq" ON "user_identities" USING btree ("provider","sub_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_identities_user_provider_uq" ON "user_identities" USING btree ("user_idx","provider");--> statement-breakpoint
CREATE UNIQUE INDEX "users_active_ci_uq" ON "users" USING btree ("ci") WHERE "users"."status" = 'ACTIVE';