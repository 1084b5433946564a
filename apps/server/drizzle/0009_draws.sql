CREATE TABLE "program_draws" (
	"program_idx" integer PRIMARY KEY NOT NULL,
	"drawn_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"trigger" varchar(12) NOT NULL,
	"algorithm" varchar(40) NOT NULL,
	"seed" varchar(64) NOT NULL,
	"seed_sha256" varchar(64) NOT NULL,
	"entry_count" integer NOT NULL,
	"candidate_count" integer NOT NULL,
	"winner_limit" integer,
	"winner_count" integer NOT NULL,
	"pools" jsonb NOT NULL,
	"winner_entry_idxs" integer[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "program_draws" ADD CONSTRAINT "program_draws_program_idx_programs_program_idx_fk" FOREIGN KEY ("program_idx") REFERENCES "public"."programs"("program_idx") ON DELETE cascade ON UPDATE no action;