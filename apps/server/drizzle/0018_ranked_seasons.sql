CREATE TABLE "season_end" (
	"season" integer PRIMARY KEY NOT NULL,
	"rewarded" integer NOT NULL,
	"ended_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "season_rating" (
	"season" integer NOT NULL,
	"player_id" uuid NOT NULL,
	"rating" double precision NOT NULL,
	"deviation" double precision NOT NULL,
	"volatility" double precision NOT NULL,
	"points" integer NOT NULL,
	"peak" double precision NOT NULL,
	"rated_duels" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "season_rating_season_player_id_pk" PRIMARY KEY("season","player_id"),
	CONSTRAINT "season_rating_duels" CHECK ("season_rating"."rated_duels" >= 0)
);
--> statement-breakpoint
CREATE TABLE "season_rating_count" (
	"season" integer NOT NULL,
	"points" integer NOT NULL,
	"players" integer NOT NULL,
	CONSTRAINT "season_rating_count_season_points_pk" PRIMARY KEY("season","points")
);
--> statement-breakpoint
CREATE TABLE "season_reward" (
	"season" integer NOT NULL,
	"player_id" uuid NOT NULL,
	"tier" text NOT NULL,
	"credits" integer NOT NULL,
	"diamonds" integer NOT NULL,
	"magic_dust" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "season_reward_season_player_id_pk" PRIMARY KEY("season","player_id")
);
--> statement-breakpoint
ALTER TABLE "duel" ADD COLUMN "rated_season" integer;--> statement-breakpoint
ALTER TABLE "duel" ADD COLUMN "rating_before" double precision;--> statement-breakpoint
ALTER TABLE "duel" ADD COLUMN "rating_after" double precision;--> statement-breakpoint
ALTER TABLE "season_rating" ADD CONSTRAINT "season_rating_player_id_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."player"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_reward" ADD CONSTRAINT "season_reward_player_id_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."player"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "season_rating_board" ON "season_rating" USING btree ("season","points" DESC NULLS LAST,"player_id");--> statement-breakpoint
CREATE INDEX "season_rating_player" ON "season_rating" USING btree ("player_id","season");--> statement-breakpoint
CREATE FUNCTION "season_rating_add"(p_season integer, p_points integer, p_delta integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "season_rating_count" AS t ("season", "points", "players") VALUES (p_season, p_points, p_delta)
    ON CONFLICT ("season", "points") DO UPDATE SET "players" = t."players" + p_delta;
END;
$$;
--> statement-breakpoint
-- The season board's counts follow every rating row; two rows of one season are always
-- touched in ascending points, so two duels' updates wait for each other but never deadlock.
CREATE FUNCTION "season_rating_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "season_rating_add"(NEW."season", NEW."points", 1);
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    PERFORM "season_rating_add"(OLD."season", OLD."points", -1);
    RETURN NULL;
  END IF;
  IF NEW."points" = OLD."points" AND NEW."season" = OLD."season" THEN
    RETURN NULL;
  END IF;
  IF (OLD."season", OLD."points") < (NEW."season", NEW."points") THEN
    PERFORM "season_rating_add"(OLD."season", OLD."points", -1);
    PERFORM "season_rating_add"(NEW."season", NEW."points", 1);
  ELSE
    PERFORM "season_rating_add"(NEW."season", NEW."points", 1);
    PERFORM "season_rating_add"(OLD."season", OLD."points", -1);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "season_rating_counts" AFTER INSERT OR DELETE OR UPDATE OF "season", "points" ON "season_rating" FOR EACH ROW EXECUTE FUNCTION "season_rating_counts"();
