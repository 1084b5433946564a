CREATE TABLE "program_draw_offers" (
	"draw_offer_idx" serial PRIMARY KEY NOT NULL,
	"program_idx" integer NOT NULL,
	"cancelled_entry_idx" integer NOT NULL,
	"offered_entry_idx" integer NOT NULL,
	"operator_idx" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "program_draw_offers" ADD CONSTRAINT "program_draw_offers_program_idx_program_draws_program_idx_fk" FOREIGN KEY ("program_idx") REFERENCES "public"."program_draws"("program_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_draw_offers" ADD CONSTRAINT "program_draw_offers_cancelled_entry_idx_reserve_entries_reserve_entry_idx_fk" FOREIGN KEY ("cancelled_entry_idx") REFERENCES "public"."reserve_entries"("reserve_entry_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_draw_offers" ADD CONSTRAINT "program_draw_offers_offered_entry_idx_reserve_entries_reserve_entry_idx_fk" FOREIGN KEY ("offered_entry_idx") REFERENCES "public"."reserve_entries"("reserve_entry_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_draw_offers" ADD CONSTRAINT "program_draw_offers_operator_idx_operators_operator_idx_fk" FOREIGN KEY ("operator_idx") REFERENCES "public"."operators"("operator_idx") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "program_draw_offers_cancelled_uq" ON "program_draw_offers" USING btree ("cancelled_entry_idx");--> statement-breakpoint
CREATE UNIQUE INDEX "program_draw_offers_offered_uq" ON "program_draw_offers" USING btree ("offered_entry_idx");--> statement-breakpoint
CREATE INDEX "program_draw_offers_program_idx" ON "program_draw_offers" USING btree ("program_idx");