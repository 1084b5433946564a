CREATE TABLE "api_tokens" (
	"token_idx" serial PRIMARY KEY NOT NULL,
	"operator_idx" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"token_prefix" varchar(16) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoked_by" integer
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"delivery_idx" serial PRIMARY KEY NOT NULL,
	"webhook_idx" integer NOT NULL,
	"event_id" varchar(120) NOT NULL,
	"event_type" varchar(40) NOT NULL,
	"payload" jsonb NOT NULL,
	"state" varchar(12) DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_status" integer,
	"last_response" text,
	"last_attempt_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_endpoints" (
	"webhook_idx" serial PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"description" varchar(100) DEFAULT '' NOT NULL,
	"events" text[] NOT NULL,
	"secret" varchar(80) NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"reg_date" timestamp with time zone DEFAULT now() NOT NULL,
	"mod_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "publish_scheduled_by" integer;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "kind" varchar(10) DEFAULT 'PERSON' NOT NULL;--> statement-breakpoint
ALTER TABLE "floors" ADD COLUMN "capacity" integer;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_operator_idx_operators_operator_idx_fk" FOREIGN KEY ("operator_idx") REFERENCES "public"."operators"("operator_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_created_by_operators_operator_idx_fk" FOREIGN KEY ("created_by") REFERENCES "public"."operators"("operator_idx") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_revoked_by_operators_operator_idx_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."operators"("operator_idx") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_webhook_idx_webhook_endpoints_webhook_idx_fk" FOREIGN KEY ("webhook_idx") REFERENCES "public"."webhook_endpoints"("webhook_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_created_by_operators_operator_idx_fk" FOREIGN KEY ("created_by") REFERENCES "public"."operators"("operator_idx") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_tokens_hash_uq" ON "api_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "api_tokens_operator_uq" ON "api_tokens" USING btree ("operator_idx");--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_deliveries_event_uq" ON "webhook_deliveries" USING btree ("webhook_idx","event_id");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_list_idx" ON "webhook_deliveries" USING btree ("webhook_idx","created_at");