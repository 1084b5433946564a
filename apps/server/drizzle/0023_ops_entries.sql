ALTER TABLE "check_ins" ALTER COLUMN "qr_pass_idx" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "check_ins" ADD COLUMN "method" varchar(10) DEFAULT 'SCAN' NOT NULL;--> statement-breakpoint
ALTER TABLE "check_ins" ADD COLUMN "done_entries" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "door_window_minutes" integer;--> statement-breakpoint
ALTER TABLE "reserve_entries" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
CREATE INDEX "check_ins_day_idx" ON "check_ins" USING btree ("visit_date","check_in_idx");