-- Decision 064: a booking's confirmation is found from its entry; a row the booking's statement
-- wrote without its text (decision 062) goes, and the relay writes it again from the entry.
DELETE FROM "messages" WHERE NOT "composed";--> statement-breakpoint
DROP INDEX "messages_uncomposed_idx";--> statement-breakpoint
ALTER TABLE "messages" DROP COLUMN "composed";