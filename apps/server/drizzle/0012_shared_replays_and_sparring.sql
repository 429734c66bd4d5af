ALTER TABLE "battle_card" ADD COLUMN "sparring_for_player_id" uuid;--> statement-breakpoint
ALTER TABLE "duel" ADD COLUMN "replay_id" text;--> statement-breakpoint
ALTER TABLE "battle_card" ADD CONSTRAINT "battle_card_sparring_for_player_id_player_id_fk" FOREIGN KEY ("sparring_for_player_id") REFERENCES "public"."player"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "duel_replay_id_idx" ON "duel" USING btree ("replay_id");--> statement-breakpoint
-- Duels fought before shared replays get their public id too: 32 bytes from two random
-- UUIDs (244 random bits), written as base64url like the ones the server makes.
UPDATE "duel" SET "replay_id" = translate(rtrim(encode(decode(replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), 'hex'), 'base64'), '='), '+/', '-_') WHERE "status" = 'fought' AND "replay_id" IS NULL;
