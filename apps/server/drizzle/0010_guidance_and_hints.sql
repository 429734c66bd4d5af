ALTER TABLE "player" ADD COLUMN "guidance_seen" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "player" ADD COLUMN "last_free_hint_at" timestamp with time zone;