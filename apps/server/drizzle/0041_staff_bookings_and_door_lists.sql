CREATE TABLE "door_lists" (
	"door_list_idx" serial PRIMARY KEY NOT NULL,
	"name" varchar(60) NOT NULL,
	"zone_idxs" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"program_idxs" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"reg_date" timestamp with time zone DEFAULT now() NOT NULL,
	"mod_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seat_holds" (
	"hold_idx" serial PRIMARY KEY NOT NULL,
	"program_instance_idx" integer NOT NULL,
	"seats" integer NOT NULL,
	"label" varchar(100) NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone,
	"released_by" integer,
	CONSTRAINT "seat_holds_seats_ck" CHECK ("seat_holds"."seats" >= 1)
);
--> statement-breakpoint
ALTER TABLE "door_lists" ADD CONSTRAINT "door_lists_created_by_operators_operator_idx_fk" FOREIGN KEY ("created_by") REFERENCES "public"."operators"("operator_idx") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_holds" ADD CONSTRAINT "seat_holds_program_instance_idx_program_instances_program_instance_idx_fk" FOREIGN KEY ("program_instance_idx") REFERENCES "public"."program_instances"("program_instance_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seat_holds_instance_idx" ON "seat_holds" USING btree ("program_instance_idx");