CREATE TABLE "tracking_daily" (
	"day" date NOT NULL,
	"event" varchar(64) NOT NULL,
	"page" varchar(200) NOT NULL,
	"events" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tracking_daily_day_event_page_pk" PRIMARY KEY("day","event","page")
);
--> statement-breakpoint
CREATE TABLE "tracking_site" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(64) NOT NULL,
	"key_hash" varchar(64) NOT NULL,
	"key_prefix" varchar(16) NOT NULL,
	"rate_per_minute" integer DEFAULT 6000 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"last_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tracking_site_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
CREATE INDEX "tracking_daily_event_day" ON "tracking_daily" USING btree ("event","day");