CREATE TABLE "visits" (
	"visit_idx" serial PRIMARY KEY NOT NULL,
	"page" varchar(30) NOT NULL,
	"campaign_code" varchar(64),
	"user_idx" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_user_idx_users_user_idx_fk" FOREIGN KEY ("user_idx") REFERENCES "public"."users"("user_idx") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visits_campaign_idx" ON "visits" USING btree ("campaign_code","created_at");