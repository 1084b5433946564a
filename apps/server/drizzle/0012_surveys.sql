CREATE TABLE "survey_answers" (
	"survey_response_idx" integer NOT NULL,
	"survey_question_idx" integer NOT NULL,
	"answer" text NOT NULL,
	CONSTRAINT "survey_answers_survey_response_idx_survey_question_idx_pk" PRIMARY KEY("survey_response_idx","survey_question_idx")
);
--> statement-breakpoint
CREATE TABLE "survey_question_options" (
	"survey_question_option_idx" serial PRIMARY KEY NOT NULL,
	"survey_question_idx" integer NOT NULL,
	"option_text" varchar(100) NOT NULL,
	"sort_index" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_questions" (
	"survey_question_idx" serial PRIMARY KEY NOT NULL,
	"survey_idx" integer NOT NULL,
	"question_type" varchar(12) NOT NULL,
	"required_yn" boolean DEFAULT true NOT NULL,
	"question_text" text NOT NULL,
	"sort_index" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_responses" (
	"survey_response_idx" serial PRIMARY KEY NOT NULL,
	"survey_idx" integer NOT NULL,
	"user_idx" integer,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "surveys" (
	"survey_idx" serial PRIMARY KEY NOT NULL,
	"title" varchar(100) NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"target_type" varchar(10) NOT NULL,
	"program_idx" integer,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"display_yn" boolean DEFAULT true NOT NULL,
	"reg_date" timestamp with time zone DEFAULT now() NOT NULL,
	"mod_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "surveys_target_ck" CHECK (("surveys"."target_type" = 'VISIT' and "surveys"."program_idx" is null) or ("surveys"."target_type" = 'PROGRAM' and "surveys"."program_idx" is not null))
);
--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_survey_response_idx_survey_responses_survey_response_idx_fk" FOREIGN KEY ("survey_response_idx") REFERENCES "public"."survey_responses"("survey_response_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_survey_question_idx_survey_questions_survey_question_idx_fk" FOREIGN KEY ("survey_question_idx") REFERENCES "public"."survey_questions"("survey_question_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_question_options" ADD CONSTRAINT "survey_question_options_survey_question_idx_survey_questions_survey_question_idx_fk" FOREIGN KEY ("survey_question_idx") REFERENCES "public"."survey_questions"("survey_question_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_questions" ADD CONSTRAINT "survey_questions_survey_idx_surveys_survey_idx_fk" FOREIGN KEY ("survey_idx") REFERENCES "public"."surveys"("survey_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_survey_idx_surveys_survey_idx_fk" FOREIGN KEY ("survey_idx") REFERENCES "public"."surveys"("survey_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_user_idx_users_user_idx_fk" FOREIGN KEY ("user_idx") REFERENCES "public"."users"("user_idx") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_program_idx_programs_program_idx_fk" FOREIGN KEY ("program_idx") REFERENCES "public"."programs"("program_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "survey_answers_question_idx" ON "survey_answers" USING btree ("survey_question_idx");--> statement-breakpoint
CREATE INDEX "survey_question_options_question_idx" ON "survey_question_options" USING btree ("survey_question_idx","sort_index");--> statement-breakpoint
CREATE INDEX "survey_questions_survey_idx" ON "survey_questions" USING btree ("survey_idx","sort_index");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_responses_once_uq" ON "survey_responses" USING btree ("survey_idx","user_idx");--> statement-breakpoint
CREATE INDEX "survey_responses_user_idx" ON "survey_responses" USING btree ("user_idx");--> statement-breakpoint
CREATE INDEX "surveys_period_idx" ON "surveys" USING btree ("start_date","end_date");