DROP INDEX "battle_card_level_idx";--> statement-breakpoint
CREATE INDEX "battle_card_level_idx" ON "battle_card" USING btree ("level","id");