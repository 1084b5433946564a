CREATE TABLE "inquiry_answers" (
	"inquiry_answer_idx" serial PRIMARY KEY NOT NULL,
	"inquiry_idx" integer NOT NULL,
	"answer" text NOT NULL,
	"operator_idx" integer,
	"operator_name" varchar(50),
	"answered_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inquiry_answers" ADD CONSTRAINT "inquiry_answers_inquiry_idx_inquiries_inquiry_idx_fk" FOREIGN KEY ("inquiry_idx") REFERENCES "public"."inquiries"("inquiry_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_answers" ADD CONSTRAINT "inquiry_answers_operator_idx_operators_operator_idx_fk" FOREIGN KEY ("operator_idx") REFERENCES "public"."operators"("operator_idx") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inquiry_answers_inquiry_idx" ON "inquiry_answers" USING btree ("inquiry_idx","inquiry_answer_idx");--> statement-breakpoint
-- The answers given before the history existed: each inquiry's latest answer becomes its first row.
INSERT INTO "inquiry_answers" ("inquiry_idx", "answer", "operator_idx", "operator_name", "answered_at")
SELECT i."inquiry_idx", i."answer", i."answered_by", o."name", coalesce(i."answered_at", i."mod_date")
FROM "inquiries" i LEFT JOIN "operators" o ON o."operator_idx" = i."answered_by"
WHERE i."answer" IS NOT NULL;
