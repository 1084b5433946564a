ALTER TABLE "users" ADD COLUMN "visit_reminder_yn" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "reserve_entries" ADD COLUMN "visit_answer" varchar(12);--> statement-breakpoint
ALTER TABLE "reserve_entries" ADD COLUMN "visit_answered_at" timestamp with time zone;