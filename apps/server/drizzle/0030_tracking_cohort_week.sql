CREATE TABLE "tracking_cohort_week" (
	"cohort" date NOT NULL,
	"week" date NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tracking_cohort_week_cohort_week_pk" PRIMARY KEY("cohort","week")
);
--> statement-breakpoint
CREATE TABLE "tracking_visitor_first" (
	"visitor" text PRIMARY KEY NOT NULL,
	"week" date NOT NULL
);
--> statement-breakpoint
-- The visitors already held: each one's first week ever, then the cohorts counted from the visitors by week,
-- as ingestion keeps them from now on (analytics/events.ts, insertEvents).
INSERT INTO "tracking_visitor_first" ("visitor", "week")
SELECT "visitor", min("week") FROM "tracking_visitor_week" GROUP BY "visitor";
--> statement-breakpoint
INSERT INTO "tracking_cohort_week" ("cohort", "week", "visitors")
SELECT f."week", v."week", count(*)::int
FROM "tracking_visitor_week" v JOIN "tracking_visitor_first" f USING ("visitor")
GROUP BY 1, 2;
