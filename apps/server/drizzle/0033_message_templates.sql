CREATE TABLE "message_templates" (
	"kind" varchar(40) PRIMARY KEY NOT NULL,
	"template_code" varchar(40) NOT NULL,
	"text" text NOT NULL,
	"review_status" varchar(20) NOT NULL,
	"review_comment" text,
	"message_class" varchar(20) DEFAULT 'INFORMATION' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "messages" ALTER COLUMN "template_code" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "advertising" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "message_templates" ADD CONSTRAINT "message_templates_updated_by_operators_operator_idx_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."operators"("operator_idx") ON DELETE set null ON UPDATE no action;