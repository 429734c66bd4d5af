ALTER TABLE "duel" ADD COLUMN "reward_credits" integer;--> statement-breakpoint
ALTER TABLE "duel" ADD COLUMN "reward_magic_dust" integer;