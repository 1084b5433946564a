ALTER TABLE "vip_access_keys" ADD COLUMN "issued_by" integer;--> statement-breakpoint
ALTER TABLE "vip_access_keys" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vip_access_keys" ADD COLUMN "revoked_by" integer;--> statement-breakpoint
ALTER TABLE "vip_access_keys" ADD CONSTRAINT "vip_access_keys_issued_by_operators_operator_idx_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."operators"("operator_idx") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_access_keys" ADD CONSTRAINT "vip_access_keys_revoked_by_operators_operator_idx_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."operators"("operator_idx") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "check_ins_day_time_idx" ON "check_ins" USING btree ("visit_date","checked_in_at");