CREATE TABLE "waitlist_entries" (
	"waitlist_idx" serial PRIMARY KEY NOT NULL,
	"user_idx" integer NOT NULL,
	"program_idx" integer NOT NULL,
	"program_instance_idx" integer NOT NULL,
	"person_count" integer NOT NULL,
	"state" varchar(12) DEFAULT 'WAITING' NOT NULL,
	"request" jsonb NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"offered_at" timestamp with time zone,
	"offer_deadline" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	"reserve_entry_idx" integer,
	CONSTRAINT "waitlist_entries_person_count_ck" CHECK ("waitlist_entries"."person_count" >= 1)
);
--> statement-breakpoint
ALTER TABLE "program_instances" DROP CONSTRAINT "program_instances_seats_ck";--> statement-breakpoint
ALTER TABLE "program_instances" ADD COLUMN "held_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_user_idx_users_user_idx_fk" FOREIGN KEY ("user_idx") REFERENCES "public"."users"("user_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_program_idx_programs_program_idx_fk" FOREIGN KEY ("program_idx") REFERENCES "public"."programs"("program_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_program_instance_idx_program_instances_program_instance_idx_fk" FOREIGN KEY ("program_instance_idx") REFERENCES "public"."program_instances"("program_instance_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_reserve_entry_idx_reserve_entries_reserve_entry_idx_fk" FOREIGN KEY ("reserve_entry_idx") REFERENCES "public"."reserve_entries"("reserve_entry_idx") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_member_instance_uq" ON "waitlist_entries" USING btree ("user_idx","program_instance_idx") WHERE "waitlist_entries"."state" in ('WAITING', 'OFFERED');--> statement-breakpoint
CREATE INDEX "waitlist_entries_line_idx" ON "waitlist_entries" USING btree ("program_instance_idx","state","joined_at","waitlist_idx");--> statement-breakpoint
CREATE INDEX "waitlist_entries_member_idx" ON "waitlist_entries" USING btree ("user_idx","state");--> statement-breakpoint
CREATE INDEX "waitlist_entries_deadline_idx" ON "waitlist_entries" USING btree ("offer_deadline") WHERE "waitlist_entries"."state" = 'OFFERED';--> statement-breakpoint
ALTER TABLE "program_instances" ADD CONSTRAINT "program_instances_seats_ck" CHECK ("program_instances"."reserved_count" >= 0 and "program_instances"."held_count" >= 0 and ("program_instances"."capacity" is null or "program_instances"."reserved_count" + "program_instances"."held_count" <= "program_instances"."capacity") and ("program_instances"."cancelled_at" is null or "program_instances"."reserved_count" + "program_instances"."held_count" = 0));