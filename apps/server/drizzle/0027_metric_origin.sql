CREATE TABLE "metric_origin" (
	"id" serial PRIMARY KEY NOT NULL,
	"raw" varchar(200) NOT NULL,
	"metric_id" integer,
	"status" integer DEFAULT 0 NOT NULL,
	"seen_count" integer DEFAULT 0 NOT NULL,
	"source" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "metric_origin_raw_unique" UNIQUE("raw")
);
--> statement-breakpoint
ALTER TABLE "metric_origin" ADD CONSTRAINT "metric_origin_metric_id_metric_id_fk" FOREIGN KEY ("metric_id") REFERENCES "public"."metric"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "metric_origin_metric_id_idx" ON "metric_origin" USING btree ("metric_id");