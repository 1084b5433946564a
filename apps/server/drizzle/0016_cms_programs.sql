ALTER TABLE "program_instances" DROP CONSTRAINT "program_instances_seats_ck";--> statement-breakpoint
ALTER TABLE "program_instances" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "program_questions" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "program_questions" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "closed_reason" text;--> statement-breakpoint
CREATE UNIQUE INDEX "program_instances_slot_uq" ON "program_instances" USING btree ("program_idx","exec_date","start_time") WHERE "program_instances"."cancelled_at" is null;--> statement-breakpoint
ALTER TABLE "program_instances" ADD CONSTRAINT "program_instances_seats_ck" CHECK ("program_instances"."reserved_count" >= 0 and ("program_instances"."capacity" is null or "program_instances"."reserved_count" <= "program_instances"."capacity") and ("program_instances"."cancelled_at" is null or "program_instances"."reserved_count" = 0));--> statement-breakpoint
-- Programs that visitors already see count as published since they were created.
UPDATE "programs" SET "published_at" = "reg_date" WHERE "display_yn" AND "published_at" IS NULL;
