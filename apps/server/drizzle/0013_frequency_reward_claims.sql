CREATE TABLE "frequency_reward_claims" (
	"claim_idx" serial PRIMARY KEY NOT NULL,
	"reward_idx" integer NOT NULL,
	"user_idx" integer NOT NULL,
	"operator_idx" integer,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "frequency_reward_claims" ADD CONSTRAINT "frequency_reward_claims_reward_idx_frequency_rewards_reward_idx_fk" FOREIGN KEY ("reward_idx") REFERENCES "public"."frequency_rewards"("reward_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "frequency_reward_claims" ADD CONSTRAINT "frequency_reward_claims_user_idx_users_user_idx_fk" FOREIGN KEY ("user_idx") REFERENCES "public"."users"("user_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "frequency_reward_claims" ADD CONSTRAINT "frequency_reward_claims_operator_idx_operators_operator_idx_fk" FOREIGN KEY ("operator_idx") REFERENCES "public"."operators"("operator_idx") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "frequency_reward_claims_once_uq" ON "frequency_reward_claims" USING btree ("reward_idx","user_idx");--> statement-breakpoint
CREATE INDEX "frequency_reward_claims_user_idx" ON "frequency_reward_claims" USING btree ("user_idx");