CREATE TABLE "frequency_rewards" (
	"reward_idx" serial PRIMARY KEY NOT NULL,
	"season_idx" integer NOT NULL,
	"required_stamps" integer NOT NULL,
	"title" varchar(100) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_path" text NOT NULL,
	"sort_index" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "frequency_seasons" (
	"season_idx" serial PRIMARY KEY NOT NULL,
	"title" varchar(100) NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"method_html" text DEFAULT '' NOT NULL,
	"image_path" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"stamp_goal" integer NOT NULL,
	"display_yn" boolean DEFAULT true NOT NULL,
	"reg_date" timestamp with time zone DEFAULT now() NOT NULL,
	"mod_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "frequency_stamps" (
	"stamp_idx" serial PRIMARY KEY NOT NULL,
	"season_idx" integer NOT NULL,
	"user_idx" integer NOT NULL,
	"earn_type" varchar(10) NOT NULL,
	"earn_key" varchar(40) NOT NULL,
	"program_idx" integer,
	"earned_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inquiries" (
	"inquiry_idx" serial PRIMARY KEY NOT NULL,
	"user_idx" integer NOT NULL,
	"category" varchar(20) NOT NULL,
	"title" varchar(100) NOT NULL,
	"content" text NOT NULL,
	"status" varchar(10) DEFAULT 'WAITING' NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	"answered_by" integer,
	"privacy_agreed_at" timestamp with time zone NOT NULL,
	"reg_date" timestamp with time zone DEFAULT now() NOT NULL,
	"mod_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inquiry_attachments" (
	"attachment_idx" serial PRIMARY KEY NOT NULL,
	"inquiry_idx" integer NOT NULL,
	"file_name" varchar(200) NOT NULL,
	"content_type" varchar(40) NOT NULL,
	"byte_size" integer NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"data" "bytea" NOT NULL,
	"reg_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "frequency_rewards" ADD CONSTRAINT "frequency_rewards_season_idx_frequency_seasons_season_idx_fk" FOREIGN KEY ("season_idx") REFERENCES "public"."frequency_seasons"("season_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "frequency_stamps" ADD CONSTRAINT "frequency_stamps_season_idx_frequency_seasons_season_idx_fk" FOREIGN KEY ("season_idx") REFERENCES "public"."frequency_seasons"("season_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "frequency_stamps" ADD CONSTRAINT "frequency_stamps_user_idx_users_user_idx_fk" FOREIGN KEY ("user_idx") REFERENCES "public"."users"("user_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_user_idx_users_user_idx_fk" FOREIGN KEY ("user_idx") REFERENCES "public"."users"("user_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_answered_by_operators_operator_idx_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."operators"("operator_idx") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_attachments" ADD CONSTRAINT "inquiry_attachments_inquiry_idx_inquiries_inquiry_idx_fk" FOREIGN KEY ("inquiry_idx") REFERENCES "public"."inquiries"("inquiry_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "frequency_rewards_season_idx" ON "frequency_rewards" USING btree ("season_idx","required_stamps");--> statement-breakpoint
CREATE UNIQUE INDEX "frequency_stamps_once_uq" ON "frequency_stamps" USING btree ("season_idx","user_idx","earn_key");--> statement-breakpoint
CREATE INDEX "frequency_stamps_user_idx" ON "frequency_stamps" USING btree ("user_idx","season_idx");--> statement-breakpoint
CREATE INDEX "inquiries_user_idx" ON "inquiries" USING btree ("user_idx","inquiry_idx");--> statement-breakpoint
CREATE INDEX "inquiries_status_idx" ON "inquiries" USING btree ("status","reg_date");--> statement-breakpoint
CREATE INDEX "inquiry_attachments_inquiry_idx" ON "inquiry_attachments" USING btree ("inquiry_idx");