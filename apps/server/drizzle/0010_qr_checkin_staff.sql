CREATE TABLE "check_ins" (
	"check_in_idx" serial PRIMARY KEY NOT NULL,
	"user_idx" integer NOT NULL,
	"qr_pass_idx" integer NOT NULL,
	"visit_date" date NOT NULL,
	"place_type" varchar(10) NOT NULL,
	"place_key" varchar(20) NOT NULL,
	"zone_idx" integer,
	"program_idx" integer,
	"operator_idx" integer,
	"message" jsonb NOT NULL,
	"checked_in_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operator_sessions" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"operator_idx" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operators" (
	"operator_idx" serial PRIMARY KEY NOT NULL,
	"login_id" varchar(40) NOT NULL,
	"name" varchar(50) NOT NULL,
	"password_hash" varchar(200) NOT NULL,
	"role" varchar(10) NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"last_login_at" timestamp with time zone,
	"reg_date" timestamp with time zone DEFAULT now() NOT NULL,
	"mod_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qr_passes" (
	"qr_pass_idx" serial PRIMARY KEY NOT NULL,
	"user_idx" integer NOT NULL,
	"qr_uuid" varchar(36) NOT NULL,
	"entry_code" varchar(8) NOT NULL,
	"issue_date" date NOT NULL,
	"verification_seq" varchar(36) NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_user_idx_users_user_idx_fk" FOREIGN KEY ("user_idx") REFERENCES "public"."users"("user_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_qr_pass_idx_qr_passes_qr_pass_idx_fk" FOREIGN KEY ("qr_pass_idx") REFERENCES "public"."qr_passes"("qr_pass_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_zone_idx_zones_zone_idx_fk" FOREIGN KEY ("zone_idx") REFERENCES "public"."zones"("zone_idx") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_program_idx_programs_program_idx_fk" FOREIGN KEY ("program_idx") REFERENCES "public"."programs"("program_idx") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_operator_idx_operators_operator_idx_fk" FOREIGN KEY ("operator_idx") REFERENCES "public"."operators"("operator_idx") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_sessions" ADD CONSTRAINT "operator_sessions_operator_idx_operators_operator_idx_fk" FOREIGN KEY ("operator_idx") REFERENCES "public"."operators"("operator_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_passes" ADD CONSTRAINT "qr_passes_user_idx_users_user_idx_fk" FOREIGN KEY ("user_idx") REFERENCES "public"."users"("user_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "check_ins_user_day_place_uq" ON "check_ins" USING btree ("user_idx","visit_date","place_key");--> statement-breakpoint
CREATE INDEX "check_ins_pass_idx" ON "check_ins" USING btree ("qr_pass_idx","check_in_idx");--> statement-breakpoint
CREATE INDEX "operator_sessions_operator_idx" ON "operator_sessions" USING btree ("operator_idx");--> statement-breakpoint
CREATE UNIQUE INDEX "operators_login_id_uq" ON "operators" USING btree (lower("login_id"));--> statement-breakpoint
CREATE UNIQUE INDEX "qr_passes_uuid_uq" ON "qr_passes" USING btree ("qr_uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "qr_passes_user_day_uq" ON "qr_passes" USING btree ("user_idx","issue_date");--> statement-breakpoint
CREATE UNIQUE INDEX "qr_passes_day_code_uq" ON "qr_passes" USING btree ("issue_date","entry_code");