CREATE TABLE "messages" (
	"message_idx" serial PRIMARY KEY NOT NULL,
	"message_key" varchar(40) NOT NULL,
	"kind" varchar(40) NOT NULL,
	"cause_key" varchar(80) NOT NULL,
	"user_idx" integer,
	"phone_number" varchar(11) NOT NULL,
	"template_code" varchar(40) NOT NULL,
	"text" text NOT NULL,
	"buttons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" varchar(20) DEFAULT 'QUEUED' NOT NULL,
	"channel" varchar(10),
	"provider_message_id" varchar(60),
	"history" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sandbox_provider_messages" (
	"sandbox_message_idx" serial PRIMARY KEY NOT NULL,
	"provider_message_id" varchar(60) NOT NULL,
	"message_key" varchar(60),
	"phone_number" varchar(11) NOT NULL,
	"channel" varchar(10) NOT NULL,
	"template_code" varchar(40),
	"kind" varchar(40),
	"text" text NOT NULL,
	"buttons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" varchar(20) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_user_idx_users_user_idx_fk" FOREIGN KEY ("user_idx") REFERENCES "public"."users"("user_idx") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "messages_cause_uq" ON "messages" USING btree ("kind","cause_key","phone_number");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_key_uq" ON "messages" USING btree ("message_key");--> statement-breakpoint
CREATE INDEX "messages_created_idx" ON "messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "messages_user_idx" ON "messages" USING btree ("user_idx");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_provider_messages_key_uq" ON "sandbox_provider_messages" USING btree ("message_key");--> statement-breakpoint
CREATE INDEX "sandbox_provider_messages_phone_idx" ON "sandbox_provider_messages" USING btree ("phone_number","created_at");