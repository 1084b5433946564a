CREATE TABLE "door_conflicts" (
	"door_conflict_idx" serial PRIMARY KEY NOT NULL,
	"qr_pass_idx" integer NOT NULL,
	"user_idx" integer NOT NULL,
	"visit_date" date NOT NULL,
	"first_nonce" varchar(36) NOT NULL,
	"second_nonce" varchar(36) NOT NULL,
	"detected_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "door_scans" (
	"nonce" varchar(36) PRIMARY KEY NOT NULL,
	"scanner_id" varchar(36) NOT NULL,
	"operator_idx" integer,
	"qr_pass_idx" integer,
	"user_idx" integer,
	"visit_date" date NOT NULL,
	"place_key" varchar(20) NOT NULL,
	"scanned_at" timestamp with time zone NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	"offline" boolean NOT NULL,
	"outcome" varchar(20) NOT NULL,
	"error_code" varchar(40),
	"check_in_idx" integer
);
--> statement-breakpoint
CREATE TABLE "pass_devices" (
	"pass_device_idx" serial PRIMARY KEY NOT NULL,
	"qr_pass_idx" integer NOT NULL,
	"key_id" varchar(16) NOT NULL,
	"signing_key" varchar(87) NOT NULL,
	"code_key" varchar(87) NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"key" varchar(120) PRIMARY KEY NOT NULL,
	"operator_idx" integer,
	"call" varchar(60) NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "check_ins" ADD COLUMN "pass_mode" varchar(12);--> statement-breakpoint
ALTER TABLE "check_ins" ADD COLUMN "offline" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "qr_passes" ADD COLUMN "device_grant_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "door_conflicts" ADD CONSTRAINT "door_conflicts_qr_pass_idx_qr_passes_qr_pass_idx_fk" FOREIGN KEY ("qr_pass_idx") REFERENCES "public"."qr_passes"("qr_pass_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "door_conflicts" ADD CONSTRAINT "door_conflicts_user_idx_users_user_idx_fk" FOREIGN KEY ("user_idx") REFERENCES "public"."users"("user_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "door_scans" ADD CONSTRAINT "door_scans_operator_idx_operators_operator_idx_fk" FOREIGN KEY ("operator_idx") REFERENCES "public"."operators"("operator_idx") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "door_scans" ADD CONSTRAINT "door_scans_qr_pass_idx_qr_passes_qr_pass_idx_fk" FOREIGN KEY ("qr_pass_idx") REFERENCES "public"."qr_passes"("qr_pass_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "door_scans" ADD CONSTRAINT "door_scans_user_idx_users_user_idx_fk" FOREIGN KEY ("user_idx") REFERENCES "public"."users"("user_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "door_scans" ADD CONSTRAINT "door_scans_check_in_idx_check_ins_check_in_idx_fk" FOREIGN KEY ("check_in_idx") REFERENCES "public"."check_ins"("check_in_idx") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pass_devices" ADD CONSTRAINT "pass_devices_qr_pass_idx_qr_passes_qr_pass_idx_fk" FOREIGN KEY ("qr_pass_idx") REFERENCES "public"."qr_passes"("qr_pass_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_operator_idx_operators_operator_idx_fk" FOREIGN KEY ("operator_idx") REFERENCES "public"."operators"("operator_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "door_conflicts_pair_uq" ON "door_conflicts" USING btree ("first_nonce","second_nonce");--> statement-breakpoint
CREATE INDEX "door_conflicts_day_idx" ON "door_conflicts" USING btree ("visit_date","detected_at");--> statement-breakpoint
CREATE INDEX "door_scans_pass_time_idx" ON "door_scans" USING btree ("qr_pass_idx","scanned_at");--> statement-breakpoint
CREATE UNIQUE INDEX "pass_devices_live_uq" ON "pass_devices" USING btree ("qr_pass_idx") WHERE "pass_devices"."released_at" is null;--> statement-breakpoint
CREATE INDEX "pass_devices_pass_idx" ON "pass_devices" USING btree ("qr_pass_idx","pass_device_idx");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");