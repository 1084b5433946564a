ALTER TABLE "program_draw_offers" ADD COLUMN "state" varchar(12) DEFAULT 'ACCEPTED' NOT NULL;--> statement-breakpoint
ALTER TABLE "program_draw_offers" ADD COLUMN "deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "program_draw_offers" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "program_draw_offers_deadline_idx" ON "program_draw_offers" USING btree ("deadline") WHERE "program_draw_offers"."state" = 'OFFERED';--> statement-breakpoint
UPDATE "program_draw_offers" SET "ended_at" = "created_at";
