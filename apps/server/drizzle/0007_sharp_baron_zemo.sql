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
CREATE INDEX "datasheet_search_value_range_idx" ON "datasheet_search_value" USING btree ("header_id","lo","hi","condition_id","state","sheet_id");--> statement-breakpoint
CREATE INDEX "datasheet_search_value_sheet_idx" ON "datasheet_search_value" USING btree ("sheet_id","header_id","lo","hi");--> statement-breakpoint
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
