CREATE TABLE "app_meta" (
	"key" varchar(60) PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banner_actions" (
	"banner_action_idx" serial PRIMARY KEY NOT NULL,
	"banner_type" varchar(10) NOT NULL,
	"banner_detail_type" varchar(10) NOT NULL,
	"banner_idx" integer NOT NULL,
	"user_idx" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"banner_idx" serial PRIMARY KEY NOT NULL,
	"banner_type" varchar(10) NOT NULL,
	"audience" varchar(10) DEFAULT 'ALL' NOT NULL,
	"banner_name" varchar(100) NOT NULL,
	"image_path" text,
	"alt" varchar(200) DEFAULT '' NOT NULL,
	"banner_link" text DEFAULT '/' NOT NULL,
	"popup_description" text,
	"sort_index" integer DEFAULT 0 NOT NULL,
	"start_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	"display_yn" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faq_categories" (
	"faqs_category_idx" serial PRIMARY KEY NOT NULL,
	"faqs_category_name" varchar(60) NOT NULL,
	"sort_index" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"faqs_idx" serial PRIMARY KEY NOT NULL,
	"faqs_category_idx" integer NOT NULL,
	"faqs_question" text NOT NULL,
	"faqs_answer" text NOT NULL,
	"display_yn" boolean DEFAULT true NOT NULL,
	"sort_index" integer DEFAULT 0 NOT NULL,
	"reg_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "floors" (
	"floor_idx" serial PRIMARY KEY NOT NULL,
	"floor_name" varchar(40) NOT NULL,
	"floor_label" varchar(40) NOT NULL,
	"sort_index" integer NOT NULL,
	"congestion" varchar(10) DEFAULT 'NORMAL' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "main_banners" (
	"main_banner_idx" serial PRIMARY KEY NOT NULL,
	"slot_code" varchar(4) NOT NULL,
	"main_banner_name" varchar(100) NOT NULL,
	"image_path" text NOT NULL,
	"alt" varchar(200) NOT NULL,
	"action_type" varchar(10) DEFAULT 'LINK' NOT NULL,
	"link_url" text,
	"program_idx" integer,
	"sort_index" integer DEFAULT 0 NOT NULL,
	"display_yn" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "map_hotspots" (
	"map_hotspot_idx" serial PRIMARY KEY NOT NULL,
	"map_type" varchar(10) NOT NULL,
	"floor_idx" integer NOT NULL,
	"program_idx" integer,
	"zone_idx" integer
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"notice_idx" serial PRIMARY KEY NOT NULL,
	"notice_name" varchar(200) NOT NULL,
	"notice_content" text NOT NULL,
	"fixed_yn" boolean DEFAULT false NOT NULL,
	"display_yn" boolean DEFAULT true NOT NULL,
	"image_path" text,
	"write_date" timestamp with time zone DEFAULT now() NOT NULL,
	"reg_date" timestamp with time zone DEFAULT now() NOT NULL,
	"mod_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "program_buttons" (
	"program_button_idx" serial PRIMARY KEY NOT NULL,
	"program_idx" integer NOT NULL,
	"button_type" varchar(10) NOT NULL,
	"button_name" varchar(100) NOT NULL,
	"button_url" text,
	"file_path" text,
	"sort_index" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "program_categories" (
	"program_category_idx" serial PRIMARY KEY NOT NULL,
	"program_category_name" varchar(60) NOT NULL,
	"sort_index" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "program_instances" (
	"program_instance_idx" serial PRIMARY KEY NOT NULL,
	"program_idx" integer NOT NULL,
	"exec_date" date NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"capacity" integer,
	"reserved_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "program_links" (
	"program_idx" integer NOT NULL,
	"linked_program_idx" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"sort_index" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "program_links_program_idx_kind_linked_program_idx_pk" PRIMARY KEY("program_idx","kind","linked_program_idx")
);
--> statement-breakpoint
CREATE TABLE "program_options" (
	"program_option_idx" serial PRIMARY KEY NOT NULL,
	"program_idx" integer NOT NULL,
	"option_title" varchar(100) NOT NULL,
	"option_description" text NOT NULL,
	"sort_index" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "programs" (
	"program_idx" serial PRIMARY KEY NOT NULL,
	"program_category_idx" integer NOT NULL,
	"zone_idx" integer,
	"program_name" text NOT NULL,
	"program_summary" text DEFAULT '' NOT NULL,
	"image_path" text NOT NULL,
	"program_type" varchar(20) NOT NULL,
	"status" varchar(20) NOT NULL,
	"schedule_type" varchar(20) NOT NULL,
	"period_type" varchar(20) NOT NULL,
	"min_exec_date" date,
	"max_exec_date" date,
	"winner_announcement_at" timestamp with time zone,
	"winner_count" integer,
	"entry_start_at" timestamp with time zone,
	"entry_end_at" timestamp with time zone,
	"max_person_count" integer DEFAULT 1 NOT NULL,
	"description_type" varchar(10) DEFAULT 'EDITOR' NOT NULL,
	"program_editor" text DEFAULT '' NOT NULL,
	"program_link" text,
	"use_option_yn" boolean DEFAULT false NOT NULL,
	"use_button_yn" boolean DEFAULT false NOT NULL,
	"use_related_program_yn" boolean DEFAULT false NOT NULL,
	"use_prev_program_yn" boolean DEFAULT false NOT NULL,
	"notice_type" varchar(10) DEFAULT 'NONE' NOT NULL,
	"notice_text" text DEFAULT '' NOT NULL,
	"tutorial_yn" boolean DEFAULT false NOT NULL,
	"tutorial_link" text,
	"display_yn" boolean DEFAULT true NOT NULL,
	"sort_index" integer DEFAULT 0 NOT NULL,
	"reg_date" timestamp with time zone DEFAULT now() NOT NULL,
	"mod_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "terms" (
	"terms_idx" serial PRIMARY KEY NOT NULL,
	"terms_code" varchar(10) NOT NULL,
	"version" integer NOT NULL,
	"required_yn" boolean NOT NULL,
	"terms_name" varchar(200) NOT NULL,
	"terms_description" text NOT NULL,
	"sort_index" integer DEFAULT 0 NOT NULL,
	"effective_date" date NOT NULL,
	"display_yn" boolean DEFAULT true NOT NULL,
	"reg_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zones" (
	"zone_idx" serial PRIMARY KEY NOT NULL,
	"floor_idx" integer NOT NULL,
	"zone_name" varchar(100) NOT NULL,
	"zone_name_en" varchar(100) NOT NULL,
	"zone_summary" text DEFAULT '' NOT NULL,
	"zone_description" text DEFAULT '' NOT NULL,
	"state" varchar(20) DEFAULT 'OPEN' NOT NULL,
	"main_image_path" text NOT NULL,
	"location_image_path" text NOT NULL,
	"sort_index" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "faqs" ADD CONSTRAINT "faqs_faqs_category_idx_faq_categories_faqs_category_idx_fk" FOREIGN KEY ("faqs_category_idx") REFERENCES "public"."faq_categories"("faqs_category_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "main_banners" ADD CONSTRAINT "main_banners_program_idx_programs_program_idx_fk" FOREIGN KEY ("program_idx") REFERENCES "public"."programs"("program_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "map_hotspots" ADD CONSTRAINT "map_hotspots_floor_idx_floors_floor_idx_fk" FOREIGN KEY ("floor_idx") REFERENCES "public"."floors"("floor_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "map_hotspots" ADD CONSTRAINT "map_hotspots_program_idx_programs_program_idx_fk" FOREIGN KEY ("program_idx") REFERENCES "public"."programs"("program_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "map_hotspots" ADD CONSTRAINT "map_hotspots_zone_idx_zones_zone_idx_fk" FOREIGN KEY ("zone_idx") REFERENCES "public"."zones"("zone_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_buttons" ADD CONSTRAINT "program_buttons_program_idx_programs_program_idx_fk" FOREIGN KEY ("program_idx") REFERENCES "public"."programs"("program_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_instances" ADD CONSTRAINT "program_instances_program_idx_programs_program_idx_fk" FOREIGN KEY ("program_idx") REFERENCES "public"."programs"("program_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_links" ADD CONSTRAINT "program_links_program_idx_programs_program_idx_fk" FOREIGN KEY ("program_idx") REFERENCES "public"."programs"("program_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_links" ADD CONSTRAINT "program_links_linked_program_idx_programs_program_idx_fk" FOREIGN KEY ("linked_program_idx") REFERENCES "public"."programs"("program_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_options" ADD CONSTRAINT "program_options_program_idx_programs_program_idx_fk" FOREIGN KEY ("program_idx") REFERENCES "public"."programs"("program_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_program_category_idx_program_categories_program_category_idx_fk" FOREIGN KEY ("program_category_idx") REFERENCES "public"."program_categories"("program_category_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_zone_idx_zones_zone_idx_fk" FOREIGN KEY ("zone_idx") REFERENCES "public"."zones"("zone_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zones" ADD CONSTRAINT "zones_floor_idx_floors_floor_idx_fk" FOREIGN KEY ("floor_idx") REFERENCES "public"."floors"("floor_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "banners_type_idx" ON "banners" USING btree ("banner_type","audience");--> statement-breakpoint
CREATE INDEX "faqs_category_idx" ON "faqs" USING btree ("faqs_category_idx");--> statement-breakpoint
CREATE UNIQUE INDEX "map_hotspots_floor_type_uq" ON "map_hotspots" USING btree ("floor_idx","map_type");--> statement-breakpoint
CREATE INDEX "notices_order_idx" ON "notices" USING btree ("fixed_yn","write_date");--> statement-breakpoint
CREATE INDEX "program_instances_program_idx" ON "program_instances" USING btree ("program_idx","exec_date");--> statement-breakpoint
CREATE INDEX "program_instances_date_idx" ON "program_instances" USING btree ("exec_date");--> statement-breakpoint
CREATE INDEX "programs_zone_idx" ON "programs" USING btree ("zone_idx");--> statement-breakpoint
CREATE INDEX "programs_category_idx" ON "programs" USING btree ("program_category_idx");--> statement-breakpoint
CREATE INDEX "programs_exec_range_idx" ON "programs" USING btree ("min_exec_date","max_exec_date");--> statement-breakpoint
CREATE UNIQUE INDEX "terms_code_version_uq" ON "terms" USING btree ("terms_code","version");--> statement-breakpoint
CREATE INDEX "zones_floor_idx" ON "zones" USING btree ("floor_idx");