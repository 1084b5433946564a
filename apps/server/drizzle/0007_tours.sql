CREATE TABLE "tour_stops" (
	"tour_stop_idx" serial PRIMARY KEY NOT NULL,
	"tour_idx" integer NOT NULL,
	"floor_idx" integer,
	"label" varchar(40) NOT NULL,
	"stop_title" varchar(200) NOT NULL,
	"minutes" integer NOT NULL,
	"stop_text" text NOT NULL,
	"tips" text[] DEFAULT '{}'::text[] NOT NULL,
	"sort_index" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tours" (
	"tour_idx" serial PRIMARY KEY NOT NULL,
	"tour_title" varchar(200) NOT NULL,
	"tour_intro" text DEFAULT '' NOT NULL,
	"image_path" text,
	"checklist" text[] DEFAULT '{}'::text[] NOT NULL,
	"display_yn" boolean DEFAULT true NOT NULL,
	"reg_date" timestamp with time zone DEFAULT now() NOT NULL,
	"mod_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tour_stops" ADD CONSTRAINT "tour_stops_tour_idx_tours_tour_idx_fk" FOREIGN KEY ("tour_idx") REFERENCES "public"."tours"("tour_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_stops" ADD CONSTRAINT "tour_stops_floor_idx_floors_floor_idx_fk" FOREIGN KEY ("floor_idx") REFERENCES "public"."floors"("floor_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tour_stops_tour_idx" ON "tour_stops" USING btree ("tour_idx","sort_index");--> statement-breakpoint
CREATE INDEX "tours_current_idx" ON "tours" USING btree ("display_yn","mod_date");