CREATE TABLE "duel" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"opponent_card" jsonb NOT NULL,
	"opponent_player_id" uuid,
	"player_card_slots" integer NOT NULL,
	"seed" bigint,
	"player_cards" jsonb,
	"actions" jsonb,
	"winner" jsonb,
	"experience_gained" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"fought_at" timestamp with time zone,
	CONSTRAINT "duel_status" CHECK ("duel"."status" in ('pending', 'fought'))
);
--> statement-breakpoint
ALTER TABLE "battle_card" ALTER COLUMN "player_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "duel" ADD CONSTRAINT "duel_player_id_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."player"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duel" ADD CONSTRAINT "duel_opponent_player_id_player_id_fk" FOREIGN KEY ("opponent_player_id") REFERENCES "public"."player"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "duel_one_pending_per_player" ON "duel" USING btree ("player_id") WHERE "duel"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "duel_player_idx" ON "duel" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "battle_card_level_idx" ON "battle_card" USING btree ("level");