ALTER TABLE "consent_records" DROP CONSTRAINT "consent_records_terms_idx_terms_terms_idx_fk";
--> statement-breakpoint
ALTER TABLE "consent_records" DROP COLUMN "terms_idx";