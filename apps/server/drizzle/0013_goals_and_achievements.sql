CREATE TABLE "collection_claim" (
	"player_id" uuid NOT NULL,
	"family" text NOT NULL,
	"percent" integer NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collection_claim_player_id_family_percent_pk" PRIMARY KEY("player_id","family","percent"),
	CONSTRAINT "collection_claim_percent" CHECK ("collection_claim"."percent" in (25, 50, 100))
);
--> statement-breakpoint
CREATE TABLE "daily_goal" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"day" integer NOT NULL,
	"slot" integer NOT NULL,
	"kind" text NOT NULL,
	"target" integer NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"reward_credits" integer NOT NULL,
	"reward_diamonds" integer NOT NULL,
	"reward_magic_dust" integer NOT NULL,
	"completed_at" timestamp with time zone,
	"claimed_at" timestamp with time zone,
	CONSTRAINT "daily_goal_target_positive" CHECK ("daily_goal"."target" >= 1),
	CONSTRAINT "daily_goal_progress_range" CHECK ("daily_goal"."progress" >= 0 and "daily_goal"."progress" <= "daily_goal"."target"),
	CONSTRAINT "daily_goal_reward_non_negative" CHECK ("daily_goal"."reward_credits" >= 0 and "daily_goal"."reward_diamonds" >= 0 and "daily_goal"."reward_magic_dust" >= 0),
	CONSTRAINT "daily_goal_claimed_when_done" CHECK ("daily_goal"."claimed_at" is null or "daily_goal"."progress" = "daily_goal"."target")
);
--> statement-breakpoint
CREATE TABLE "player_achievement" (
	"player_id" uuid NOT NULL,
	"key" text NOT NULL,
	"earned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_achievement_player_id_key_pk" PRIMARY KEY("player_id","key")
);
--> statement-breakpoint
CREATE TABLE "player_progress" (
	"player_id" uuid PRIMARY KEY NOT NULL,
	"streak_days" integer DEFAULT 0 NOT NULL,
	"best_streak" integer DEFAULT 0 NOT NULL,
	"streak_last_day" integer,
	"last_freeze_day" integer,
	"discoveries" integer DEFAULT 0 NOT NULL,
	"world_firsts" integer DEFAULT 0 NOT NULL,
	"cards_forged" integer DEFAULT 0 NOT NULL,
	"cards_ascended" integer DEFAULT 0 NOT NULL,
	"duels_won" integer DEFAULT 0 NOT NULL,
	"win_run" integer DEFAULT 0 NOT NULL,
	"best_win_run" integer DEFAULT 0 NOT NULL,
	"cards_sold" integer DEFAULT 0 NOT NULL,
	"families_completed" integer DEFAULT 0 NOT NULL,
	"goals_claimed" integer DEFAULT 0 NOT NULL,
	"level" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "player_progress_streak_non_negative" CHECK ("player_progress"."streak_days" >= 0),
	CONSTRAINT "player_progress_best_streak" CHECK ("player_progress"."best_streak" >= "player_progress"."streak_days")
);
--> statement-breakpoint
ALTER TABLE "player" ADD COLUMN "title" text;--> statement-breakpoint
ALTER TABLE "collection_claim" ADD CONSTRAINT "collection_claim_player_id_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."player"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_goal" ADD CONSTRAINT "daily_goal_player_id_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."player"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_achievement" ADD CONSTRAINT "player_achievement_player_id_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."player"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_progress" ADD CONSTRAINT "player_progress_player_id_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."player"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "daily_goal_player_day_slot" ON "daily_goal" USING btree ("player_id","day","slot");--> statement-breakpoint
-- Counters of players who played before achievements existed, from the rows that remain
-- (docs/DECISIONS.md, "Goals, collections and achievements"): discoveries, world firsts,
-- cards held (as forged) and ascended, duels won, cards sold, the level. Runs of wins and
-- completed families start at 0; achievements these counters reach are earned at the
-- player's next move or look at the achievements.
INSERT INTO "player_progress" ("player_id", "discoveries", "world_firsts", "cards_forged", "cards_ascended", "duels_won", "cards_sold", "level")
SELECT p."id",
  (SELECT count(*) FROM "discovery" d WHERE d."player_id" = p."id")::int,
  (SELECT count(*) FROM "item" i WHERE i."first_discovered_by" = p."id")::int,
  (SELECT count(*) FROM "battle_card" c WHERE c."player_id" = p."id")::int,
  (SELECT count(*) FROM "battle_card" c WHERE c."player_id" = p."id" AND c."is_ascended")::int,
  (SELECT count(*) FROM "duel" u WHERE u."player_id" = p."id" AND u."status" = 'fought'
    AND jsonb_typeof(u."winner") = 'array' AND (u."winner" -> 0 ->> 'isPlayer') = 'true')::int,
  (SELECT count(*) FROM "market_listing" l WHERE l."seller_id" = p."id" AND l."status" = 'sold')::int,
  p."level"
FROM "player" p
ON CONFLICT ("player_id") DO NOTHING;
