-- The tracking events (issue 23), partitioned by month of occurred_at: drizzle-kit cannot declare a
-- partitioned table, so it is written here by hand. Month partitions (tracking_event_yYYYYmMM) are created by
-- the server before it first writes into a month (modules/analytics/partitions.ts); there is no default
-- partition, so a month's rows always land in their own partition and an old month is dropped whole.
CREATE TABLE IF NOT EXISTS "tracking_event" (
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"site_id" integer,
	"event" varchar(64) NOT NULL,
	"page" varchar(200) NOT NULL,
	"user_id" integer,
	"anonymous_id" varchar(64) NOT NULL,
	"session_id" varchar(64) NOT NULL,
	"properties" jsonb
) PARTITION BY RANGE ("occurred_at");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "tracking_event_event_time" ON "tracking_event" ("event", "occurred_at");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "tracking_event_session_time" ON "tracking_event" ("session_id", "occurred_at");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "tracking_event_user_time" ON "tracking_event" ("user_id", "occurred_at");
