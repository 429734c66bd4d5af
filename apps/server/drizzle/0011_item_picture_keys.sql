ALTER TABLE "item" ADD COLUMN "picture_key" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "item" ADD CONSTRAINT "item_picture_key_unique" UNIQUE("picture_key");