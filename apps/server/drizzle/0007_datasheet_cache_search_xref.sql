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
CREATE TABLE "grade_replacement" (
	"id" serial PRIMARY KEY NOT NULL,
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	"relation" varchar(64) DEFAULT 'substitute' NOT NULL,
	"same_category" boolean DEFAULT false NOT NULL,
	"same_fillers" boolean DEFAULT false NOT NULL,
	"distance" numeric(18, 4),
	"overlap" integer,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ds_price" (
	"id" serial PRIMARY KEY NOT NULL,
	"grade" varchar(100) NOT NULL,
	"company_id" integer NOT NULL,
	"supplier" varchar(100) NOT NULL,
	"price" numeric(18, 2) NOT NULL,
	"currency" varchar(3) DEFAULT 'CNY' NOT NULL,
	"unit" varchar(4) DEFAULT 't' NOT NULL,
	"price_date" date,
	"source" varchar(64) DEFAULT 'market' NOT NULL,
	"datasheet_id" integer,
	"remarks" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ds_access_request" (
	"id" serial PRIMARY KEY NOT NULL,
	"datasheet_id" integer NOT NULL,
	"requester" varchar(100) NOT NULL,
	"requester_company" varchar(200) DEFAULT '' NOT NULL,
	"contact" varchar(100) DEFAULT '' NOT NULL,
	"purpose" text DEFAULT '' NOT NULL,
	"state" varchar(10) DEFAULT 'pending' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ds_access_request_state_check" CHECK ("ds_access_request"."state" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "ds_access_record" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"datasheet_id" integer NOT NULL,
	"viewer" varchar(100) NOT NULL,
	"admin_id" integer,
	"via" varchar(10) NOT NULL,
	"ip" varchar(64) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_sync_request" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type" varchar(10) NOT NULL,
	"params" jsonb,
	"admin_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
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
ALTER TABLE "grade_replacement" ADD CONSTRAINT "grade_replacement_source_id_datasheet_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."datasheet"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grade_replacement" ADD CONSTRAINT "grade_replacement_target_id_datasheet_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."datasheet"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ds_price" ADD CONSTRAINT "ds_price_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ds_price" ADD CONSTRAINT "ds_price_datasheet_id_datasheet_id_fk" FOREIGN KEY ("datasheet_id") REFERENCES "public"."datasheet"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ds_access_request" ADD CONSTRAINT "ds_access_request_datasheet_id_datasheet_id_fk" FOREIGN KEY ("datasheet_id") REFERENCES "public"."datasheet"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ds_access_request" ADD CONSTRAINT "ds_access_request_decided_by_admin_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."admin_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ds_access_record" ADD CONSTRAINT "ds_access_record_datasheet_id_datasheet_id_fk" FOREIGN KEY ("datasheet_id") REFERENCES "public"."datasheet"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ds_access_record" ADD CONSTRAINT "ds_access_record_admin_id_admin_user_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admin_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_sync_request" ADD CONSTRAINT "search_sync_request_admin_id_admin_user_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admin_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "datasheet_search_value_range_idx" ON "datasheet_search_value" USING btree ("header_id","lo","hi","condition_id","state","sheet_id");--> statement-breakpoint
CREATE INDEX "datasheet_search_value_sheet_idx" ON "datasheet_search_value" USING btree ("sheet_id","header_id","lo","hi");--> statement-breakpoint
CREATE INDEX "company_origin_company_id_idx" ON "company_origin" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "datasheet_cache_company_id_idx" ON "datasheet_cache" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "datasheet_cache_category_id_idx" ON "datasheet_cache" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "datasheet_cache_datasheet_id_idx" ON "datasheet_cache" USING btree ("datasheet_id");--> statement-breakpoint
CREATE INDEX "datasheet_cache_status_updated_at_id_idx" ON "datasheet_cache" USING btree ("status","updated_at","id");--> statement-breakpoint
CREATE INDEX "datasheet_cache_company_id_grade_idx" ON "datasheet_cache" USING btree ("company_id","grade");--> statement-breakpoint
CREATE INDEX "datasheet_cache_rows_parent_idx" ON "datasheet_cache_rows" USING btree ("parent_id","position");--> statement-breakpoint
CREATE INDEX "grade_replacement_source_id_idx" ON "grade_replacement" USING btree ("source_id");--> statement-breakpoint
CREATE INDEX "grade_replacement_target_id_idx" ON "grade_replacement" USING btree ("target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "grade_replacement_source_id_target_id_unique" ON "grade_replacement" USING btree ("source_id","target_id");--> statement-breakpoint
CREATE INDEX "ds_price_company_id_idx" ON "ds_price" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "ds_price_datasheet_id_idx" ON "ds_price" USING btree ("datasheet_id");--> statement-breakpoint
CREATE INDEX "ds_price_grade_price_date_idx" ON "ds_price" USING btree ("grade","price_date");--> statement-breakpoint
CREATE INDEX "ds_price_price_date_id_idx" ON "ds_price" USING btree ("price_date","id");--> statement-breakpoint
CREATE INDEX "ds_price_grade_ngram_idx" ON "ds_price" USING gin (engine_ngrams("grade"));--> statement-breakpoint
CREATE UNIQUE INDEX "ds_price_company_id_grade_supplier_price_date_currency_unit_unique" ON "ds_price" USING btree ("company_id","grade","supplier","price_date","currency","unit");--> statement-breakpoint
CREATE INDEX "ds_access_request_datasheet_id_idx" ON "ds_access_request" USING btree ("datasheet_id");--> statement-breakpoint
CREATE INDEX "ds_access_request_decided_by_idx" ON "ds_access_request" USING btree ("decided_by");--> statement-breakpoint
CREATE INDEX "ds_access_request_state_created_at_id_idx" ON "ds_access_request" USING btree ("state","created_at","id");--> statement-breakpoint
CREATE INDEX "ds_access_record_datasheet_id_idx" ON "ds_access_record" USING btree ("datasheet_id");--> statement-breakpoint
CREATE INDEX "ds_access_record_admin_id_idx" ON "ds_access_record" USING btree ("admin_id");--> statement-breakpoint
CREATE INDEX "ds_access_record_created_at_idx" ON "ds_access_record" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "ds_access_record_datasheet_id_created_at_idx" ON "ds_access_record" USING btree ("datasheet_id","created_at");--> statement-breakpoint
CREATE INDEX "search_sync_request_admin_id_idx" ON "search_sync_request" USING btree ("admin_id");--> statement-breakpoint
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
