CREATE TABLE "rival_refresh" (
	"player_id" uuid NOT NULL,
	"day" integer NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rival_refresh_player_id_day_pk" PRIMARY KEY("player_id","day"),
	CONSTRAINT "rival_refresh_used" CHECK ("rival_refresh"."used" >= 0)
);
--> statement-breakpoint
ALTER TABLE "duel" ADD COLUMN "rivals" jsonb;--> statement-breakpoint
ALTER TABLE "duel" ADD COLUMN "chosen_rival" text;--> statement-breakpoint
ALTER TABLE "duel" ADD COLUMN "reward_credits" integer;--> statement-breakpoint
ALTER TABLE "duel" ADD COLUMN "reward_magic_dust" integer;--> statement-breakpoint
ALTER TABLE "rival_refresh" ADD CONSTRAINT "rival_refresh_player_id_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."player"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duel" ADD CONSTRAINT "duel_chosen_rival" CHECK ("duel"."chosen_rival" in ('safer', 'even', 'stronger'));