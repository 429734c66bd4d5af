CREATE TABLE "friendship" (
	"player_a" uuid NOT NULL,
	"player_b" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "friendship_player_a_player_b_pk" PRIMARY KEY("player_a","player_b"),
	CONSTRAINT "friendship_ordered_pair" CHECK ("friendship"."player_a" < "friendship"."player_b")
);
--> statement-breakpoint
CREATE TABLE "invitation" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"from_id" uuid NOT NULL,
	"to_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "invitation_status" CHECK ("invitation"."status" in ('pending', 'accepted', 'declined')),
	CONSTRAINT "invitation_not_self" CHECK ("invitation"."from_id" <> "invitation"."to_id")
);
--> statement-breakpoint
CREATE TABLE "invite_link" (
	"player_id" uuid PRIMARY KEY NOT NULL,
	"salt" text NOT NULL,
	"digest" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invite_link_digest_unique" UNIQUE("digest")
);
--> statement-breakpoint
CREATE TABLE "leaderboard_day" (
	"level" integer NOT NULL,
	"experience" integer NOT NULL,
	"day" date NOT NULL,
	"players" integer NOT NULL,
	CONSTRAINT "leaderboard_day_level_experience_day_pk" PRIMARY KEY("level","experience","day")
);
--> statement-breakpoint
CREATE TABLE "leaderboard_level" (
	"level" integer PRIMARY KEY NOT NULL,
	"players" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leaderboard_score" (
	"level" integer NOT NULL,
	"experience" integer NOT NULL,
	"players" integer NOT NULL,
	CONSTRAINT "leaderboard_score_level_experience_pk" PRIMARY KEY("level","experience")
);
--> statement-breakpoint
DROP INDEX "player_leaderboard_idx";--> statement-breakpoint
ALTER TABLE "friendship" ADD CONSTRAINT "friendship_player_a_player_id_fk" FOREIGN KEY ("player_a") REFERENCES "public"."player"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "friendship" ADD CONSTRAINT "friendship_player_b_player_id_fk" FOREIGN KEY ("player_b") REFERENCES "public"."player"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation" ADD CONSTRAINT "invitation_from_id_player_id_fk" FOREIGN KEY ("from_id") REFERENCES "public"."player"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation" ADD CONSTRAINT "invitation_to_id_player_id_fk" FOREIGN KEY ("to_id") REFERENCES "public"."player"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_link" ADD CONSTRAINT "invite_link_player_id_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."player"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "friendship_player_b_idx" ON "friendship" USING btree ("player_b");--> statement-breakpoint
CREATE UNIQUE INDEX "invitation_one_pending_per_pair" ON "invitation" USING btree ("from_id","to_id") WHERE "invitation"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "invitation_to_idx" ON "invitation" USING btree ("to_id","status","created_at");--> statement-breakpoint
CREATE INDEX "invitation_from_idx" ON "invitation" USING btree ("from_id","status");--> statement-breakpoint
CREATE INDEX "player_rank_idx" ON "player" USING btree ("level" DESC NULLS FIRST,"experience" DESC NULLS FIRST,"created_at","id");--> statement-breakpoint
-- The leaderboard's counts follow every player row: one function adds `delta` players at a
-- (level, experience, day), the trigger calls it for the old and the new state. The state
-- that sorts first is always handled first, and the three tables in one order, so every
-- transaction takes these rows' locks in one global order and none can deadlock another.
CREATE FUNCTION "leaderboard_add"(p_level integer, p_experience integer, p_day date, p_delta integer, p_level_changes boolean) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_level_changes THEN
    INSERT INTO "leaderboard_level" AS t ("level", "players") VALUES (p_level, p_delta)
      ON CONFLICT ("level") DO UPDATE SET "players" = t."players" + p_delta;
  END IF;
  INSERT INTO "leaderboard_score" AS t ("level", "experience", "players") VALUES (p_level, p_experience, p_delta)
    ON CONFLICT ("level", "experience") DO UPDATE SET "players" = t."players" + p_delta;
  INSERT INTO "leaderboard_day" AS t ("level", "experience", "day", "players") VALUES (p_level, p_experience, p_day, p_delta)
    ON CONFLICT ("level", "experience", "day") DO UPDATE SET "players" = t."players" + p_delta;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "player_leaderboard_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_day date;
  v_level_changes boolean;
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "leaderboard_add"(NEW."level", NEW."experience", (NEW."created_at" AT TIME ZONE 'UTC')::date, 1, true);
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    PERFORM "leaderboard_add"(OLD."level", OLD."experience", (OLD."created_at" AT TIME ZONE 'UTC')::date, -1, true);
    RETURN NULL;
  END IF;
  IF NEW."level" = OLD."level" AND NEW."experience" = OLD."experience" THEN
    RETURN NULL;
  END IF;
  v_day := (OLD."created_at" AT TIME ZONE 'UTC')::date;
  v_level_changes := NEW."level" <> OLD."level";
  IF (OLD."level", OLD."experience") < (NEW."level", NEW."experience") THEN
    PERFORM "leaderboard_add"(OLD."level", OLD."experience", v_day, -1, v_level_changes);
    PERFORM "leaderboard_add"(NEW."level", NEW."experience", v_day, 1, v_level_changes);
  ELSE
    PERFORM "leaderboard_add"(NEW."level", NEW."experience", v_day, 1, v_level_changes);
    PERFORM "leaderboard_add"(OLD."level", OLD."experience", v_day, -1, v_level_changes);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "player_leaderboard_counts" AFTER INSERT OR DELETE OR UPDATE OF "level", "experience" ON "player" FOR EACH ROW EXECUTE FUNCTION "player_leaderboard_counts"();
--> statement-breakpoint
-- Players made before this migration.
INSERT INTO "leaderboard_level" ("level", "players") SELECT "level", count(*) FROM "player" GROUP BY "level";
--> statement-breakpoint
INSERT INTO "leaderboard_score" ("level", "experience", "players") SELECT "level", "experience", count(*) FROM "player" GROUP BY "level", "experience";
--> statement-breakpoint
INSERT INTO "leaderboard_day" ("level", "experience", "day", "players") SELECT "level", "experience", ("created_at" AT TIME ZONE 'UTC')::date, count(*) FROM "player" GROUP BY 1, 2, 3;
