CREATE TABLE "datasheet_search_value" (
	"sheet_id" integer NOT NULL,
	"header_id" integer NOT NULL,
	"condition_id" integer DEFAULT 0 NOT NULL,
	"state" varchar(16) DEFAULT '' NOT NULL,
	"lo" double precision,
	"hi" double precision,
	"rating" varchar(100) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_origin" (
	"id" serial PRIMARY KEY NOT NULL,
	"raw" varchar(200) NOT NULL,
	"company_id" integer,
	"status" integer DEFAULT 0 NOT NULL,
	"seen_count" integer DEFAULT 0 NOT NULL,
	"source" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_origin_raw_unique" UNIQUE("raw")
);
--> statement-breakpoint
CREATE TABLE "datasheet_cache" (
	"id" serial PRIMARY KEY NOT NULL,
	"grade" varchar(100) NOT NULL,
	"company_raw" varchar(200) DEFAULT '' NOT NULL,
	"company_id" integer,
	"category_raw" varchar(200) DEFAULT '' NOT NULL,
	"category_id" integer,
	"status" integer DEFAULT 0 NOT NULL,
	"checks_passed" boolean DEFAULT false NOT NULL,
	"problems" integer DEFAULT 0 NOT NULL,
	"reject_reason" text DEFAULT '' NOT NULL,
	"datasheet_id" integer,
	"source" varchar(255) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "datasheet_cache_rows" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"line" integer,
	"header_raw" varchar(200) NOT NULL,
	"header_id" integer,
	"standard_raw" varchar(200) DEFAULT '' NOT NULL,
	"standard_id" integer,
	"condition_raw" varchar(200) DEFAULT '' NOT NULL,
	"condition_id" integer,
	"state" varchar(64),
	"value_raw" varchar(100) DEFAULT '' NOT NULL,
	"unit_raw" varchar(64) DEFAULT '' NOT NULL,
	"metric_id" integer
);
--> statement-breakpoint
CREATE TABLE "cache_condition" (
	"id" serial PRIMARY KEY NOT NULL,
	"check" varchar(32) NOT NULL,
	"remarks" varchar(200) DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cache_condition_check_unique" UNIQUE("check")
);
--> statement-breakpoint
ALTER TABLE "company_origin" ADD CONSTRAINT "company_origin_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "datasheet_cache" ADD CONSTRAINT "datasheet_cache_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "datasheet_cache" ADD CONSTRAINT "datasheet_cache_category_id_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."category"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "datasheet_cache" ADD CONSTRAINT "datasheet_cache_datasheet_id_datasheet_id_fk" FOREIGN KEY ("datasheet_id") REFERENCES "public"."datasheet"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "datasheet_cache_rows" ADD CONSTRAINT "datasheet_cache_rows_parent_id_datasheet_cache_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."datasheet_cache"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "datasheet_cache_rows" ADD CONSTRAINT "datasheet_cache_rows_header_id_header_id_fk" FOREIGN KEY ("header_id") REFERENCES "public"."header"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "datasheet_cache_rows" ADD CONSTRAINT "datasheet_cache_rows_standard_id_standard_id_fk" FOREIGN KEY ("standard_id") REFERENCES "public"."standard"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "datasheet_cache_rows" ADD CONSTRAINT "datasheet_cache_rows_condition_id_condition_id_fk" FOREIGN KEY ("condition_id") REFERENCES "public"."condition"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "datasheet_cache_rows" ADD CONSTRAINT "datasheet_cache_rows_metric_id_metric_id_fk" FOREIGN KEY ("metric_id") REFERENCES "public"."metric"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "datasheet_search_value_range_idx" ON "datasheet_search_value" USING btree ("header_id","lo","hi","condition_id","state","sheet_id");--> statement-breakpoint
CREATE INDEX "datasheet_search_value_sheet_idx" ON "datasheet_search_value" USING btree ("sheet_id","header_id","lo","hi");--> statement-breakpoint
CREATE INDEX "company_origin_company_id_idx" ON "company_origin" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "datasheet_cache_company_id_idx" ON "datasheet_cache" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "datasheet_cache_category_id_idx" ON "datasheet_cache" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "datasheet_cache_datasheet_id_idx" ON "datasheet_cache" USING btree ("datasheet_id");--> statement-breakpoint
CREATE INDEX "datasheet_cache_status_updated_at_id_idx" ON "datasheet_cache" USING btree ("status","updated_at","id");--> statement-breakpoint
CREATE INDEX "datasheet_cache_company_id_grade_idx" ON "datasheet_cache" USING btree ("company_id","grade");--> statement-breakpoint
CREATE INDEX "datasheet_cache_rows_parent_idx" ON "datasheet_cache_rows" USING btree ("parent_id","position");--> statement-breakpoint
-- Backfill (hand-written, keep when regenerating): the search copy of the grids already stored, as
-- apps/server/src/modules/datasheet/search/values.ts writes it on every grid save.
INSERT INTO "datasheet_search_value" ("sheet_id", "header_id", "condition_id", "state", "lo", "hi", "rating")
SELECT p.parent_id, p.header_id, coalesce(p.condition_id, 0), coalesce(p.state, ''),
  CASE WHEN coalesce(p.value, p.value_min) IS NOT NULL
         THEN coalesce(p.value, p.value_min)::float8 * coalesce(m.factor, 1)::float8 + coalesce(m."offset", 0)::float8
       WHEN p.value_max IS NOT NULL THEN '-Infinity'::float8 END,
  CASE WHEN coalesce(p.value, p.value_max) IS NOT NULL
         THEN coalesce(p.value, p.value_max)::float8 * coalesce(m.factor, 1)::float8 + coalesce(m."offset", 0)::float8
       WHEN p.value_min IS NOT NULL THEN 'Infinity'::float8 END,
  upper(btrim(p.value_text))
FROM "datasheet_properties" p LEFT JOIN "metric" m ON m.id = p.metric_id;
