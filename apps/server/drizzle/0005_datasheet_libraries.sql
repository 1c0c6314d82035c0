CREATE TABLE "company" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_zh" varchar(200) NOT NULL,
	"name_en" varchar(200) DEFAULT '' NOT NULL,
	"short_name" varchar(64) DEFAULT '' NOT NULL,
	"country" varchar(64) DEFAULT '' NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"website" varchar(255) DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_name_zh_unique" UNIQUE("name_zh")
);
--> statement-breakpoint
CREATE TABLE "trademark" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"company_id" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "header_root" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_zh" varchar(64) NOT NULL,
	"name_en" varchar(64) NOT NULL,
	"code" varchar(64) DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "header_root_name_zh_unique" UNIQUE("name_zh")
);
--> statement-breakpoint
CREATE TABLE "header" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_zh" varchar(100) NOT NULL,
	"name_en" varchar(100) NOT NULL,
	"root_id" integer NOT NULL,
	"code" varchar(64) DEFAULT '' NOT NULL,
	"quantity" varchar(64) NOT NULL,
	"default_metric_id" integer,
	"value_kind" varchar(64) DEFAULT 'number' NOT NULL,
	"better" varchar(64) DEFAULT 'none' NOT NULL,
	"has_state" boolean DEFAULT false NOT NULL,
	"smart" boolean DEFAULT false NOT NULL,
	"attach" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "header_name_zh_unique" UNIQUE("name_zh")
);
--> statement-breakpoint
CREATE TABLE "header_smart" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_zh" varchar(100) NOT NULL,
	"name_en" varchar(100) DEFAULT '' NOT NULL,
	"header_id" integer NOT NULL,
	"widget" varchar(64) DEFAULT 'range' NOT NULL,
	"metric_id" integer,
	"min" numeric(18, 4),
	"max" numeric(18, 4),
	"step" numeric(18, 4),
	"choices" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "header_smart_header_id_unique" UNIQUE("header_id")
);
--> statement-breakpoint
CREATE TABLE "header_origin" (
	"id" serial PRIMARY KEY NOT NULL,
	"raw" varchar(200) NOT NULL,
	"header_id" integer,
	"status" integer DEFAULT 0 NOT NULL,
	"seen_count" integer DEFAULT 0 NOT NULL,
	"source" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "header_origin_raw_unique" UNIQUE("raw")
);
--> statement-breakpoint
CREATE TABLE "standard" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(64) NOT NULL,
	"organisation" varchar(64) DEFAULT 'ISO' NOT NULL,
	"title_zh" varchar(200) DEFAULT '' NOT NULL,
	"title_en" varchar(200) DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "standard_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "standard_origin" (
	"id" serial PRIMARY KEY NOT NULL,
	"raw" varchar(200) NOT NULL,
	"standard_id" integer,
	"status" integer DEFAULT 0 NOT NULL,
	"seen_count" integer DEFAULT 0 NOT NULL,
	"source" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "standard_origin_raw_unique" UNIQUE("raw")
);
--> statement-breakpoint
CREATE TABLE "metric" (
	"id" serial PRIMARY KEY NOT NULL,
	"symbol" varchar(32) NOT NULL,
	"code" varchar(32) NOT NULL,
	"name_zh" varchar(64) NOT NULL,
	"name_en" varchar(64) DEFAULT '' NOT NULL,
	"quantity" varchar(64) NOT NULL,
	"factor" numeric(30, 15) DEFAULT 1 NOT NULL,
	"offset" numeric(30, 15) DEFAULT 0 NOT NULL,
	"system" varchar(64) DEFAULT 'si' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "metric_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "condition" (
	"id" serial PRIMARY KEY NOT NULL,
	"label" varchar(200) DEFAULT '' NOT NULL,
	"temperature" numeric(18, 3),
	"load_stress" numeric(18, 3),
	"load_mass" numeric(18, 3),
	"load_force" numeric(18, 3),
	"speed" numeric(18, 3),
	"thickness" numeric(18, 3),
	"humidity" numeric(18, 3),
	"heating_rate" numeric(18, 3),
	"frequency" numeric(18, 3),
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appliance" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_zh" varchar(64) NOT NULL,
	"name_en" varchar(64) DEFAULT '' NOT NULL,
	"code" varchar(64) DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appliance_name_zh_unique" UNIQUE("name_zh")
);
--> statement-breakpoint
CREATE TABLE "filler" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_zh" varchar(64) NOT NULL,
	"name_en" varchar(64) DEFAULT '' NOT NULL,
	"abbreviation" varchar(16) DEFAULT '' NOT NULL,
	"code" varchar(64) DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "filler_name_zh_unique" UNIQUE("name_zh")
);
--> statement-breakpoint
CREATE TABLE "feature" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_zh" varchar(64) NOT NULL,
	"name_en" varchar(64) DEFAULT '' NOT NULL,
	"code" varchar(64) DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feature_name_zh_unique" UNIQUE("name_zh")
);
--> statement-breakpoint
CREATE TABLE "processing_mode" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_zh" varchar(64) NOT NULL,
	"name_en" varchar(64) DEFAULT '' NOT NULL,
	"code" varchar(64) DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "processing_mode_name_zh_unique" UNIQUE("name_zh")
);
--> statement-breakpoint
CREATE TABLE "form" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_zh" varchar(64) NOT NULL,
	"name_en" varchar(64) DEFAULT '' NOT NULL,
	"code" varchar(64) DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "form_name_zh_unique" UNIQUE("name_zh")
);
--> statement-breakpoint
CREATE TABLE "category" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_zh" varchar(64) NOT NULL,
	"name_en" varchar(64) DEFAULT '' NOT NULL,
	"level" integer NOT NULL,
	"parent_id" integer,
	"code" varchar(64) DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "datasheet" (
	"id" serial PRIMARY KEY NOT NULL,
	"dsno" varchar(16) DEFAULT '' NOT NULL,
	"grade" varchar(100) NOT NULL,
	"company_id" integer NOT NULL,
	"trademark_id" integer,
	"category_id" integer NOT NULL,
	"form_id" integer,
	"colour" varchar(64) DEFAULT '' NOT NULL,
	"region" varchar(64) DEFAULT 'global' NOT NULL,
	"source_pdf" text DEFAULT '' NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"density" numeric(18, 3),
	"tensile_strength" numeric(18, 1),
	"hdt" numeric(18, 1),
	"ul94" varchar(16) DEFAULT '' NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "datasheet_fillers" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"filler_id" integer NOT NULL,
	"percent" numeric(18, 1)
);
--> statement-breakpoint
CREATE TABLE "datasheet_features" (
	"owner_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "datasheet_features_owner_id_target_id_pk" PRIMARY KEY("owner_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "datasheet_appliances" (
	"owner_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "datasheet_appliances_owner_id_target_id_pk" PRIMARY KEY("owner_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "datasheet_processing_modes" (
	"owner_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "datasheet_processing_modes_owner_id_target_id_pk" PRIMARY KEY("owner_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "datasheet_properties" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"header_id" integer NOT NULL,
	"standard_id" integer,
	"condition_id" integer,
	"state" varchar(64),
	"value" numeric(30, 8),
	"value_min" numeric(30, 8),
	"value_max" numeric(30, 8),
	"value_text" varchar(100) DEFAULT '' NOT NULL,
	"metric_id" integer
);
--> statement-breakpoint
ALTER TABLE "trademark" ADD CONSTRAINT "trademark_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "header" ADD CONSTRAINT "header_root_id_header_root_id_fk" FOREIGN KEY ("root_id") REFERENCES "public"."header_root"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "header" ADD CONSTRAINT "header_default_metric_id_metric_id_fk" FOREIGN KEY ("default_metric_id") REFERENCES "public"."metric"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "header_smart" ADD CONSTRAINT "header_smart_header_id_header_id_fk" FOREIGN KEY ("header_id") REFERENCES "public"."header"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "header_smart" ADD CONSTRAINT "header_smart_metric_id_metric_id_fk" FOREIGN KEY ("metric_id") REFERENCES "public"."metric"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "header_origin" ADD CONSTRAINT "header_origin_header_id_header_id_fk" FOREIGN KEY ("header_id") REFERENCES "public"."header"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standard_origin" ADD CONSTRAINT "standard_origin_standard_id_standard_id_fk" FOREIGN KEY ("standard_id") REFERENCES "public"."standard"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category" ADD CONSTRAINT "category_parent_id_category_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."category"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "datasheet" ADD CONSTRAINT "datasheet_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "datasheet" ADD CONSTRAINT "datasheet_trademark_id_trademark_id_fk" FOREIGN KEY ("trademark_id") REFERENCES "public"."trademark"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "datasheet" ADD CONSTRAINT "datasheet_category_id_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."category"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "datasheet" ADD CONSTRAINT "datasheet_form_id_form_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."form"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "datasheet_fillers" ADD CONSTRAINT "datasheet_fillers_parent_id_datasheet_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."datasheet"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "datasheet_fillers" ADD CONSTRAINT "datasheet_fillers_filler_id_filler_id_fk" FOREIGN KEY ("filler_id") REFERENCES "public"."filler"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "datasheet_features" ADD CONSTRAINT "datasheet_features_owner_id_datasheet_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."datasheet"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "datasheet_features" ADD CONSTRAINT "datasheet_features_target_id_feature_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."feature"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "datasheet_appliances" ADD CONSTRAINT "datasheet_appliances_owner_id_datasheet_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."datasheet"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "datasheet_appliances" ADD CONSTRAINT "datasheet_appliances_target_id_appliance_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."appliance"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "datasheet_processing_modes" ADD CONSTRAINT "datasheet_processing_modes_owner_id_datasheet_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."datasheet"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "datasheet_processing_modes" ADD CONSTRAINT "datasheet_processing_modes_target_id_processing_mode_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."processing_mode"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "datasheet_properties" ADD CONSTRAINT "datasheet_properties_parent_id_datasheet_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."datasheet"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "datasheet_properties" ADD CONSTRAINT "datasheet_properties_header_id_header_id_fk" FOREIGN KEY ("header_id") REFERENCES "public"."header"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "datasheet_properties" ADD CONSTRAINT "datasheet_properties_standard_id_standard_id_fk" FOREIGN KEY ("standard_id") REFERENCES "public"."standard"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "datasheet_properties" ADD CONSTRAINT "datasheet_properties_condition_id_condition_id_fk" FOREIGN KEY ("condition_id") REFERENCES "public"."condition"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "datasheet_properties" ADD CONSTRAINT "datasheet_properties_metric_id_metric_id_fk" FOREIGN KEY ("metric_id") REFERENCES "public"."metric"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trademark_company_id_idx" ON "trademark" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "trademark_company_id_name_unique" ON "trademark" USING btree ("company_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "header_root_code_unique" ON "header_root" USING btree ("code") WHERE "header_root"."code" <> '';--> statement-breakpoint
CREATE UNIQUE INDEX "header_code_unique" ON "header" USING btree ("code") WHERE "header"."code" <> '';--> statement-breakpoint
CREATE INDEX "header_root_id_idx" ON "header" USING btree ("root_id");--> statement-breakpoint
CREATE INDEX "header_default_metric_id_idx" ON "header" USING btree ("default_metric_id");--> statement-breakpoint
CREATE INDEX "header_root_id_sort_idx" ON "header" USING btree ("root_id","sort");--> statement-breakpoint
CREATE INDEX "header_smart_header_id_idx" ON "header_smart" USING btree ("header_id");--> statement-breakpoint
CREATE INDEX "header_smart_metric_id_idx" ON "header_smart" USING btree ("metric_id");--> statement-breakpoint
CREATE INDEX "header_origin_header_id_idx" ON "header_origin" USING btree ("header_id");--> statement-breakpoint
CREATE INDEX "standard_origin_standard_id_idx" ON "standard_origin" USING btree ("standard_id");--> statement-breakpoint
CREATE UNIQUE INDEX "condition_label_unique" ON "condition" USING btree ("label") WHERE "condition"."label" <> '';--> statement-breakpoint
CREATE UNIQUE INDEX "appliance_code_unique" ON "appliance" USING btree ("code") WHERE "appliance"."code" <> '';--> statement-breakpoint
CREATE UNIQUE INDEX "filler_code_unique" ON "filler" USING btree ("code") WHERE "filler"."code" <> '';--> statement-breakpoint
CREATE UNIQUE INDEX "feature_code_unique" ON "feature" USING btree ("code") WHERE "feature"."code" <> '';--> statement-breakpoint
CREATE UNIQUE INDEX "processing_mode_code_unique" ON "processing_mode" USING btree ("code") WHERE "processing_mode"."code" <> '';--> statement-breakpoint
CREATE UNIQUE INDEX "form_code_unique" ON "form" USING btree ("code") WHERE "form"."code" <> '';--> statement-breakpoint
CREATE UNIQUE INDEX "category_code_unique" ON "category" USING btree ("code") WHERE "category"."code" <> '';--> statement-breakpoint
CREATE INDEX "category_parent_id_idx" ON "category" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "category_level_sort_idx" ON "category" USING btree ("level","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "datasheet_dsno_unique" ON "datasheet" USING btree ("dsno") WHERE "datasheet"."dsno" <> '';--> statement-breakpoint
CREATE INDEX "datasheet_company_id_idx" ON "datasheet" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "datasheet_trademark_id_idx" ON "datasheet" USING btree ("trademark_id");--> statement-breakpoint
CREATE INDEX "datasheet_category_id_idx" ON "datasheet" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "datasheet_form_id_idx" ON "datasheet" USING btree ("form_id");--> statement-breakpoint
CREATE INDEX "datasheet_updated_at_id_idx" ON "datasheet" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "datasheet_status_updated_at_id_idx" ON "datasheet" USING btree ("status","updated_at","id");--> statement-breakpoint
CREATE INDEX "datasheet_company_id_category_id_idx" ON "datasheet" USING btree ("company_id","category_id");--> statement-breakpoint
CREATE INDEX "datasheet_grade_ngram_idx" ON "datasheet" USING gin (engine_ngrams("grade"));--> statement-breakpoint
CREATE INDEX "datasheet_fillers_parent_idx" ON "datasheet_fillers" USING btree ("parent_id","position");--> statement-breakpoint
CREATE INDEX "datasheet_features_target_id_idx" ON "datasheet_features" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "datasheet_appliances_target_id_idx" ON "datasheet_appliances" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "datasheet_processing_modes_target_id_idx" ON "datasheet_processing_modes" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "datasheet_properties_parent_idx" ON "datasheet_properties" USING btree ("parent_id","position");--> statement-breakpoint
CREATE INDEX "admin_user_api_role_role_id_idx" ON "admin_user_api_role" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "admin_user_layout_role_role_id_idx" ON "admin_user_layout_role" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "api_role_authority_authority_id_idx" ON "api_role_authority" USING btree ("authority_id");--> statement-breakpoint
CREATE INDEX "layout_role_authority_authority_id_idx" ON "layout_role_authority" USING btree ("authority_id");