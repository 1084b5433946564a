ALTER TABLE "terms" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
UPDATE "terms" SET "published_at" = "reg_date" WHERE "display_yn";--> statement-breakpoint
ALTER TABLE "terms" ADD CONSTRAINT "terms_published_ck" CHECK ("terms"."display_yn" = ("terms"."published_at" IS NOT NULL));
