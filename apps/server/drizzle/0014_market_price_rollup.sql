CREATE TABLE "market_price_rollup" (
	"card_class" text NOT NULL,
	"card_quality" text NOT NULL,
	"band" integer NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"resolution" text NOT NULL,
	"count" integer NOT NULL,
	"min" integer NOT NULL,
	"max" integer NOT NULL,
	"median" integer NOT NULL,
	"prices" integer[],
	CONSTRAINT "market_price_rollup_pk" PRIMARY KEY("card_class","card_quality","band","bucket","resolution"),
	CONSTRAINT "market_price_rollup_resolution" CHECK ("market_price_rollup"."resolution" in ('hour', 'day')),
	CONSTRAINT "market_price_rollup_numbers" CHECK ("market_price_rollup"."count" > 0 and "market_price_rollup"."min" <= "market_price_rollup"."median" and "market_price_rollup"."median" <= "market_price_rollup"."max")
);
