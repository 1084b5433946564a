CREATE TABLE "phone_verifications" (
	"seq" varchar(36) PRIMARY KEY NOT NULL,
	"verify_type" varchar(30) NOT NULL,
	"name" varchar(50) NOT NULL,
	"birth_ymd" date NOT NULL,
	"gender" varchar(1) NOT NULL,
	"foreigner_yn" boolean NOT NULL,
	"telecom_code" varchar(2) NOT NULL,
	"phone_number" varchar(11) NOT NULL,
	"auth_type" varchar(10),
	"auth_id" varchar(200),
	"user_idx" integer,
	"user_seq" varchar(36),
	"agency_tx_id" varchar(100) NOT NULL,
	"send_count" integer DEFAULT 1 NOT NULL,
	"last_sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"verified_at" timestamp with time zone,
	"ci" varchar(128),
	"di" varchar(128),
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_sms_messages" (
	"sandbox_sms_idx" serial PRIMARY KEY NOT NULL,
	"agency_tx_id" varchar(100) NOT NULL,
	"phone_number" varchar(11) NOT NULL,
	"name" varchar(50) NOT NULL,
	"birth_ymd" date NOT NULL,
	"gender" varchar(1) NOT NULL,
	"code" varchar(6) NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "phone_verifications" ADD CONSTRAINT "phone_verifications_user_idx_users_user_idx_fk" FOREIGN KEY ("user_idx") REFERENCES "public"."users"("user_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "phone_verifications_phone_idx" ON "phone_verifications" USING btree ("phone_number","created_at");--> statement-breakpoint
CREATE INDEX "phone_verifications_created_idx" ON "phone_verifications" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sandbox_sms_phone_idx" ON "sandbox_sms_messages" USING btree ("phone_number","created_at");--> statement-breakpoint
CREATE INDEX "sandbox_sms_tx_idx" ON "sandbox_sms_messages" USING btree ("agency_tx_id");