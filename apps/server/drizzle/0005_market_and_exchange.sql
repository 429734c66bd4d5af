CREATE TABLE "exchange_offer" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"currency_to_sell" text NOT NULL,
	"amount_to_sell" integer NOT NULL,
	"price_currency" text NOT NULL,
	"price_amount" integer NOT NULL,
	"daily_limit" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "exchange_offer_amounts" CHECK ("exchange_offer"."amount_to_sell" > 0 and "exchange_offer"."price_amount" > 0),
	CONSTRAINT "exchange_offer_daily_limit" CHECK ("exchange_offer"."daily_limit" is null or "exchange_offer"."daily_limit" > 0)
);
--> statement-breakpoint
CREATE TABLE "exchange_purchase" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" uuid NOT NULL,
	"offer_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_key" (
	"player_id" uuid NOT NULL,
	"key" text NOT NULL,
	"target" text NOT NULL,
	"answer" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_key_player_id_key_pk" PRIMARY KEY("player_id","key")
);
--> statement-breakpoint
CREATE TABLE "market_listing" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"card_id" uuid,
	"seller_id" uuid NOT NULL,
	"price" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"card_class" text NOT NULL,
	"card_quality" text NOT NULL,
	"card_level" integer NOT NULL,
	"buyer_id" uuid,
	"fee" integer,
	"sold_card" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "market_listing_price" CHECK ("market_listing"."price" between 1 and 1000000),
	CONSTRAINT "market_listing_currency" CHECK ("market_listing"."currency" in ('magicDust')),
	CONSTRAINT "market_listing_status" CHECK ("market_listing"."status" in ('active', 'sold', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "duel" ADD COLUMN "opponent_card_id" uuid;--> statement-breakpoint
ALTER TABLE "exchange_purchase" ADD CONSTRAINT "exchange_purchase_player_id_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."player"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_purchase" ADD CONSTRAINT "exchange_purchase_offer_id_exchange_offer_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."exchange_offer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_key" ADD CONSTRAINT "idempotency_key_player_id_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."player"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_listing" ADD CONSTRAINT "market_listing_card_id_battle_card_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."battle_card"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_listing" ADD CONSTRAINT "market_listing_seller_id_player_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."player"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_listing" ADD CONSTRAINT "market_listing_buyer_id_player_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."player"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exchange_purchase_player_idx" ON "exchange_purchase" USING btree ("player_id","offer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "market_listing_one_active_per_card" ON "market_listing" USING btree ("card_id") WHERE "market_listing"."status" = 'active';--> statement-breakpoint
CREATE INDEX "market_listing_active_idx" ON "market_listing" USING btree ("created_at") WHERE "market_listing"."status" = 'active';--> statement-breakpoint
CREATE INDEX "market_listing_seller_idx" ON "market_listing" USING btree ("seller_id","status","ended_at");--> statement-breakpoint
CREATE INDEX "market_listing_sales_idx" ON "market_listing" USING btree ("card_class","card_quality","ended_at") WHERE "market_listing"."status" = 'sold';--> statement-breakpoint
CREATE INDEX "duel_pending_opponent_card_idx" ON "duel" USING btree ("opponent_card_id") WHERE "duel"."status" = 'pending';--> statement-breakpoint
-- Pending duels made before this migration: their opponent card id, from the snapshot.
UPDATE "duel" SET "opponent_card_id" = ("opponent_card"->>'id')::uuid WHERE "opponent_card_id" IS NULL AND "opponent_card"->>'id' ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';