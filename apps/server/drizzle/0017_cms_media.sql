CREATE TABLE "media_assets" (
	"media_idx" serial PRIMARY KEY NOT NULL,
	"media_key" varchar(40) NOT NULL,
	"save_path" text NOT NULL,
	"alt" varchar(200) NOT NULL,
	"file_name" varchar(100) NOT NULL,
	"mime_type" varchar(20) NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"byte_size" integer NOT NULL,
	"sizes" jsonb NOT NULL,
	"uploaded_by" integer,
	"reg_date" timestamp with time zone DEFAULT now() NOT NULL,
	"mod_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "program_idx" integer;--> statement-breakpoint
ALTER TABLE "main_banners" ADD COLUMN "start_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "main_banners" ADD COLUMN "end_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "media_assets" ADD CONSTRAINT "media_assets_uploaded_by_operators_operator_idx_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."operators"("operator_idx") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "media_assets_key_uq" ON "media_assets" USING btree ("media_key");--> statement-breakpoint
CREATE UNIQUE INDEX "media_assets_save_path_uq" ON "media_assets" USING btree ("save_path");--> statement-breakpoint
CREATE INDEX "media_assets_reg_idx" ON "media_assets" USING btree ("reg_date");--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_program_idx_programs_program_idx_fk" FOREIGN KEY ("program_idx") REFERENCES "public"."programs"("program_idx") ON DELETE set null ON UPDATE no action;