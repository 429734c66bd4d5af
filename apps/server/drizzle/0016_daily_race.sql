CREATE TABLE "race_attempt" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"day" integer NOT NULL,
	"scored" boolean NOT NULL,
	"status" text DEFAULT 'playing' NOT NULL,
	"stock" jsonb NOT NULL,
	"steps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"crafts" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"first_craft_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"time_ms" integer,
	CONSTRAINT "race_attempt_status" CHECK ("race_attempt"."status" in ('playing', 'finished', 'failed')),
	CONSTRAINT "race_attempt_crafts" CHECK ("race_attempt"."crafts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "race_board_crafts" (
	"day" integer NOT NULL,
	"crafts" integer NOT NULL,
	"players" integer NOT NULL,
	CONSTRAINT "race_board_crafts_day_crafts_pk" PRIMARY KEY("day","crafts")
);
--> statement-breakpoint
CREATE TABLE "race_board_second" (
	"day" integer NOT NULL,
	"crafts" integer NOT NULL,
	"second" integer NOT NULL,
	"players" integer NOT NULL,
	CONSTRAINT "race_board_second_day_crafts_second_pk" PRIMARY KEY("day","crafts","second")
);
--> statement-breakpoint
CREATE TABLE "race_day" (
	"day" integer PRIMARY KEY NOT NULL,
	"start" jsonb NOT NULL,
	"target_id" text NOT NULL,
	"shortest" integer NOT NULL,
	"paths" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "race_streak" (
	"player_id" uuid PRIMARY KEY NOT NULL,
	"days" integer DEFAULT 0 NOT NULL,
	"best" integer DEFAULT 0 NOT NULL,
	"last_day" integer,
	"last_freeze_day" integer
);
--> statement-breakpoint
ALTER TABLE "race_attempt" ADD CONSTRAINT "race_attempt_player_id_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."player"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "race_attempt" ADD CONSTRAINT "race_attempt_day_race_day_day_fk" FOREIGN KEY ("day") REFERENCES "public"."race_day"("day") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "race_streak" ADD CONSTRAINT "race_streak_player_id_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."player"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "race_attempt_one_scored" ON "race_attempt" USING btree ("player_id","day") WHERE "race_attempt"."scored";--> statement-breakpoint
CREATE UNIQUE INDEX "race_attempt_one_playing" ON "race_attempt" USING btree ("player_id") WHERE "race_attempt"."status" = 'playing';--> statement-breakpoint
CREATE INDEX "race_attempt_board" ON "race_attempt" USING btree ("day","status","crafts","time_ms") WHERE "race_attempt"."scored";