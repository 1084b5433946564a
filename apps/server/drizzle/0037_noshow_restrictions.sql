ALTER TABLE "users" ADD COLUMN "booking_restricted_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "no_show_level" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "booking_restriction_reason" text;