CREATE TABLE "tracking_hourly" (
	"hour" timestamp NOT NULL,
	"event" varchar(64) NOT NULL,
	"events" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tracking_hourly_hour_event_pk" PRIMARY KEY("hour","event")
);
--> statement-breakpoint
CREATE TABLE "tracking_visitor_week" (
	"week" date NOT NULL,
	"visitor" text NOT NULL,
	CONSTRAINT "tracking_visitor_week_week_visitor_pk" PRIMARY KEY("week","visitor")
);
