CREATE TABLE "market_listing_count" (
	"card_class" text NOT NULL,
	"card_quality" text NOT NULL,
	"card_level" integer NOT NULL,
	"listings" integer NOT NULL,
	CONSTRAINT "market_listing_count_pk" PRIMARY KEY("card_class","card_quality","card_level")
);
--> statement-breakpoint
CREATE TABLE "market_listing_count_delta" (
	"card_class" text NOT NULL,
	"card_quality" text NOT NULL,
	"card_level" integer NOT NULL,
	"delta" integer NOT NULL
);
--> statement-breakpoint
-- The market page's total follows every statement on market_listing, whoever writes it (a
-- move, a player's deletion cascading to their listings, a restore or a bench's seed): each
-- statement appends, per kind it changed, how many active listings it added or ended. A
-- statement's rows go in as one sum, so a seed of 100,000 listings adds one row a kind. The
-- triggers only insert: no row is shared between writers, no lock joins the lock order.
-- Transition tables allow one event a trigger, hence three triggers on one function.
CREATE FUNCTION "market_listing_count_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "market_listing_count_delta" ("card_class", "card_quality", "card_level", "delta")
      SELECT "card_class", "card_quality", "card_level", count(*)::int
      FROM "new_rows" WHERE "status" = 'active'
      GROUP BY "card_class", "card_quality", "card_level";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "market_listing_count_delta" ("card_class", "card_quality", "card_level", "delta")
      SELECT "card_class", "card_quality", "card_level", -count(*)::int
      FROM "old_rows" WHERE "status" = 'active'
      GROUP BY "card_class", "card_quality", "card_level";
  ELSE
    INSERT INTO "market_listing_count_delta" ("card_class", "card_quality", "card_level", "delta")
      SELECT "card_class", "card_quality", "card_level", sum("change")::int
      FROM (
        SELECT "card_class", "card_quality", "card_level", 1 AS "change"
        FROM "new_rows" WHERE "status" = 'active'
        UNION ALL
        SELECT "card_class", "card_quality", "card_level", -1
        FROM "old_rows" WHERE "status" = 'active'
      ) AS "changed"
      GROUP BY "card_class", "card_quality", "card_level"
      HAVING sum("change") <> 0;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "market_listing_count_insert" AFTER INSERT ON "market_listing" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "market_listing_count_changes"();
--> statement-breakpoint
CREATE TRIGGER "market_listing_count_update" AFTER UPDATE ON "market_listing" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "market_listing_count_changes"();
--> statement-breakpoint
CREATE TRIGGER "market_listing_count_delete" AFTER DELETE ON "market_listing" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "market_listing_count_changes"();
--> statement-breakpoint
-- Listings made before this migration. The triggers above hold market_listing's writers
-- back until this transaction commits, so none is counted twice or missed.
INSERT INTO "market_listing_count" ("card_class", "card_quality", "card_level", "listings")
  SELECT "card_class", "card_quality", "card_level", count(*)::int
  FROM "market_listing" WHERE "status" = 'active'
  GROUP BY "card_class", "card_quality", "card_level";
