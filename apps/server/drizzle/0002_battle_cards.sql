CREATE TABLE "battle_card" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"name" text NOT NULL,
	"character_type" text NOT NULL,
	"description" text NOT NULL,
	"synergy" text NOT NULL,
	"skill" text NOT NULL,
	"quality" text NOT NULL,
	"is_ascended" boolean DEFAULT false NOT NULL,
	"is_listed" boolean DEFAULT false NOT NULL,
	"level" integer NOT NULL,
	"base_attack" integer NOT NULL,
	"base_defense" integer NOT NULL,
	"base_health" integer NOT NULL,
	"base_speed" integer NOT NULL,
	"skill_trigger_chance" double precision NOT NULL,
	"seed" bigint NOT NULL,
	"source_items" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "battle_card_quality" CHECK ("battle_card"."quality" in ('poor', 'normal', 'superior')),
	CONSTRAINT "battle_card_level" CHECK ("battle_card"."level" >= 1)
);
--> statement-breakpoint
ALTER TABLE "battle_card" ADD CONSTRAINT "battle_card_player_id_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."player"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "battle_card_player_idx" ON "battle_card" USING btree ("player_id","created_at");