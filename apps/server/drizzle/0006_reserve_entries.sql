CREATE TABLE "reserve_entries" (
	"reserve_entry_idx" serial PRIMARY KEY NOT NULL,
	"reserve_entry_id" varchar(40) NOT NULL,
	"user_idx" integer NOT NULL,
	"program_idx" integer NOT NULL,
	"program_instance_idx" integer,
	"program_type" varchar(20) NOT NULL,
	"status" varchar(20) NOT NULL,
	"participant_cnt" integer DEFAULT 1 NOT NULL,
	"name" varchar(50) NOT NULL,
	"phone_number" varchar(11) NOT NULL,
	"email" varchar(200),
	"reg_date" timestamp with time zone DEFAULT now() NOT NULL,
	"mod_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reserve_entries" ADD CONSTRAINT "reserve_entries_user_idx_users_user_idx_fk" FOREIGN KEY ("user_idx") REFERENCES "public"."users"("user_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserve_entries" ADD CONSTRAINT "reserve_entries_program_idx_programs_program_idx_fk" FOREIGN KEY ("program_idx") REFERENCES "public"."programs"("program_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserve_entries" ADD CONSTRAINT "reserve_entries_program_instance_idx_program_instances_program_instance_idx_fk" FOREIGN KEY ("program_instance_idx") REFERENCES "public"."program_instances"("program_instance_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reserve_entries_id_uq" ON "reserve_entries" USING btree ("reserve_entry_id");--> statement-breakpoint
CREATE INDEX "reserve_entries_user_idx" ON "reserve_entries" USING btree ("user_idx","program_idx");--> statement-breakpoint
CREATE INDEX "reserve_entries_instance_idx" ON "reserve_entries" USING btree ("program_instance_idx");