DROP INDEX "check_ins_day_idx";--> statement-breakpoint
DROP INDEX "check_ins_day_time_idx";--> statement-breakpoint
CREATE INDEX "check_ins_day_time_idx" ON "check_ins" USING btree ("visit_date","checked_in_at","check_in_idx");