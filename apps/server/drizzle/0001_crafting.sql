CREATE TABLE "crafting_run" (
	"player_id" uuid PRIMARY KEY NOT NULL,
	"is_over" boolean DEFAULT false NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discovery" (
	"player_id" uuid NOT NULL,
	"item_id" text NOT NULL,
	"from_item_a" text NOT NULL,
	"from_item_b" text NOT NULL,
	"discovered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discovery_player_id_item_id_pk" PRIMARY KEY("player_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "item" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"image_description" text NOT NULL,
	"rarity" text NOT NULL,
	"family" text NOT NULL,
	"icon" text NOT NULL,
	"is_building_block" boolean DEFAULT false NOT NULL,
	"unlock_level" integer,
	"source" text DEFAULT 'catalogue' NOT NULL,
	"first_discovered_by" uuid,
	"first_discovered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "item_name_unique" UNIQUE("name"),
	CONSTRAINT "item_rarity" CHECK ("item"."rarity" in ('common', 'rare', 'epic', 'legendary')),
	CONSTRAINT "item_source" CHECK ("item"."source" in ('catalogue', 'generator'))
);
--> statement-breakpoint
CREATE TABLE "lab_item" (
	"player_id" uuid NOT NULL,
	"item_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lab_item_player_id_item_id_pk" PRIMARY KEY("player_id","item_id"),
	CONSTRAINT "lab_item_quantity_non_negative" CHECK ("lab_item"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "recipe" (
	"item_a" text NOT NULL,
	"item_b" text NOT NULL,
	"result_id" text NOT NULL,
	CONSTRAINT "recipe_item_a_item_b_pk" PRIMARY KEY("item_a","item_b"),
	CONSTRAINT "recipe_ordered_pair" CHECK ("recipe"."item_a" < "recipe"."item_b")
);
--> statement-breakpoint
CREATE TABLE "run_item" (
	"player_id" uuid NOT NULL,
	"item_id" text NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "run_item_player_id_item_id_pk" PRIMARY KEY("player_id","item_id"),
	CONSTRAINT "run_item_quantity_non_negative" CHECK ("run_item"."quantity" >= 0)
);
--> statement-breakpoint
ALTER TABLE "crafting_run" ADD CONSTRAINT "crafting_run_player_id_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."player"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discovery" ADD CONSTRAINT "discovery_player_id_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."player"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discovery" ADD CONSTRAINT "discovery_item_id_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item" ADD CONSTRAINT "item_first_discovered_by_player_id_fk" FOREIGN KEY ("first_discovered_by") REFERENCES "public"."player"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_item" ADD CONSTRAINT "lab_item_player_id_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."player"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_item" ADD CONSTRAINT "lab_item_item_id_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe" ADD CONSTRAINT "recipe_item_a_item_id_fk" FOREIGN KEY ("item_a") REFERENCES "public"."item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe" ADD CONSTRAINT "recipe_item_b_item_id_fk" FOREIGN KEY ("item_b") REFERENCES "public"."item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe" ADD CONSTRAINT "recipe_result_id_item_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "run_item" ADD CONSTRAINT "run_item_player_id_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."player"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "run_item" ADD CONSTRAINT "run_item_item_id_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recipe_result_idx" ON "recipe" USING btree ("result_id");