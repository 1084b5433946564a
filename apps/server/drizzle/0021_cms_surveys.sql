ALTER TABLE "surveys" ADD COLUMN "original_survey_idx" integer;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_original_survey_idx_surveys_survey_idx_fk" FOREIGN KEY ("original_survey_idx") REFERENCES "public"."surveys"("survey_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "surveys_original_idx" ON "surveys" USING btree ("original_survey_idx");--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_period_ck" CHECK ("surveys"."end_date" >= "surveys"."start_date");