CREATE TABLE "yellow_card" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_number" varchar(20) NOT NULL,
	"company_id" integer NOT NULL,
	"grade" varchar(100) NOT NULL,
	"generic_type" varchar(200) DEFAULT '' NOT NULL,
	"thk_hb" numeric(18, 2),
	"thk_v2" numeric(18, 2),
	"thk_v1" numeric(18, 2),
	"thk_v0" numeric(18, 2),
	"thk_5vb" numeric(18, 2),
	"thk_5va" numeric(18, 2),
	"report_date" date,
	"remarks" text DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "yellow_card_ratings" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"colour" varchar(40) NOT NULL,
	"min_thickness" numeric(18, 2) NOT NULL,
	"flame_class" varchar(8) NOT NULL,
	"hwi" smallint,
	"hai" smallint,
	"cti" smallint,
	"rti_elec" smallint,
	"rti_imp" smallint,
	"rti_str" smallint
);
--> statement-breakpoint
CREATE TABLE "certification" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(16) NOT NULL,
	"number" varchar(100) NOT NULL,
	"scope" varchar(16) DEFAULT 'company' NOT NULL,
	"company_id" integer NOT NULL,
	"datasheet_id" integer,
	"issuer" varchar(200) DEFAULT '' NOT NULL,
	"valid_from" date,
	"valid_to" date,
	"document" text DEFAULT '' NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chemical_class" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_zh" varchar(64) NOT NULL,
	"name_en" varchar(64) DEFAULT '' NOT NULL,
	"code" varchar(64) DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chemical_class_name_zh_unique" UNIQUE("name_zh")
);
--> statement-breakpoint
CREATE TABLE "chemical_item" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_zh" varchar(100) NOT NULL,
	"name_en" varchar(100) DEFAULT '' NOT NULL,
	"class_id" integer NOT NULL,
	"cas" varchar(12) DEFAULT '' NOT NULL,
	"formula" varchar(64) DEFAULT '' NOT NULL,
	"concentration" varchar(32) DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chemical_item_name_zh_unique" UNIQUE("name_zh")
);
--> statement-breakpoint
CREATE TABLE "chemical_scale" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_zh" varchar(64) NOT NULL,
	"name_en" varchar(64) DEFAULT '' NOT NULL,
	"code" varchar(64) DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chemical_scale_name_zh_unique" UNIQUE("name_zh")
);
--> statement-breakpoint
CREATE TABLE "chemical_scale_grades" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"symbol" varchar(8) NOT NULL,
	"meaning_zh" varchar(100) NOT NULL,
	"meaning_en" varchar(100) DEFAULT '' NOT NULL,
	"color" varchar(64) DEFAULT 'default' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chemical_compatibility" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"class_id" integer,
	"category_id" integer NOT NULL,
	"temperature" numeric(18, 1),
	"duration_days" smallint,
	"concentration" numeric(18, 2),
	"condition" varchar(100) DEFAULT '' NOT NULL,
	"scale_id" integer NOT NULL,
	"grade" varchar(8) NOT NULL,
	"source" varchar(200) DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chemical_ds_compatibility" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"class_id" integer,
	"ds_id" integer NOT NULL,
	"temperature" numeric(18, 1),
	"duration_days" smallint,
	"concentration" numeric(18, 2),
	"condition" varchar(100) DEFAULT '' NOT NULL,
	"scale_id" integer NOT NULL,
	"grade" varchar(8) NOT NULL,
	"source" varchar(200) DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "yellow_card" ADD CONSTRAINT "yellow_card_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "yellow_card_ratings" ADD CONSTRAINT "yellow_card_ratings_parent_id_yellow_card_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."yellow_card"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certification" ADD CONSTRAINT "certification_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certification" ADD CONSTRAINT "certification_datasheet_id_datasheet_id_fk" FOREIGN KEY ("datasheet_id") REFERENCES "public"."datasheet"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chemical_item" ADD CONSTRAINT "chemical_item_class_id_chemical_class_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."chemical_class"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chemical_scale_grades" ADD CONSTRAINT "chemical_scale_grades_parent_id_chemical_scale_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."chemical_scale"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chemical_compatibility" ADD CONSTRAINT "chemical_compatibility_item_id_chemical_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."chemical_item"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chemical_compatibility" ADD CONSTRAINT "chemical_compatibility_class_id_chemical_class_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."chemical_class"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chemical_compatibility" ADD CONSTRAINT "chemical_compatibility_category_id_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."category"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chemical_compatibility" ADD CONSTRAINT "chemical_compatibility_scale_id_chemical_scale_id_fk" FOREIGN KEY ("scale_id") REFERENCES "public"."chemical_scale"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chemical_ds_compatibility" ADD CONSTRAINT "chemical_ds_compatibility_item_id_chemical_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."chemical_item"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chemical_ds_compatibility" ADD CONSTRAINT "chemical_ds_compatibility_class_id_chemical_class_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."chemical_class"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chemical_ds_compatibility" ADD CONSTRAINT "chemical_ds_compatibility_ds_id_datasheet_id_fk" FOREIGN KEY ("ds_id") REFERENCES "public"."datasheet"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chemical_ds_compatibility" ADD CONSTRAINT "chemical_ds_compatibility_scale_id_chemical_scale_id_fk" FOREIGN KEY ("scale_id") REFERENCES "public"."chemical_scale"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "yellow_card_company_id_idx" ON "yellow_card" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "yellow_card_company_id_grade_idx" ON "yellow_card" USING btree ("company_id","grade");--> statement-breakpoint
CREATE UNIQUE INDEX "yellow_card_file_number_grade_unique" ON "yellow_card" USING btree ("file_number","grade");--> statement-breakpoint
CREATE INDEX "yellow_card_ratings_parent_idx" ON "yellow_card_ratings" USING btree ("parent_id","position");--> statement-breakpoint
CREATE INDEX "certification_company_id_idx" ON "certification" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "certification_datasheet_id_idx" ON "certification" USING btree ("datasheet_id");--> statement-breakpoint
CREATE INDEX "certification_company_id_kind_idx" ON "certification" USING btree ("company_id","kind");--> statement-breakpoint
CREATE INDEX "certification_valid_to_id_idx" ON "certification" USING btree ("valid_to","id");--> statement-breakpoint
CREATE UNIQUE INDEX "certification_kind_number_unique" ON "certification" USING btree ("kind","number");--> statement-breakpoint
CREATE UNIQUE INDEX "chemical_class_code_unique" ON "chemical_class" USING btree ("code") WHERE "chemical_class"."code" <> '';--> statement-breakpoint
CREATE INDEX "chemical_item_class_id_idx" ON "chemical_item" USING btree ("class_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chemical_scale_code_unique" ON "chemical_scale" USING btree ("code") WHERE "chemical_scale"."code" <> '';--> statement-breakpoint
CREATE INDEX "chemical_scale_grades_parent_idx" ON "chemical_scale_grades" USING btree ("parent_id","position");--> statement-breakpoint
CREATE INDEX "chemical_compatibility_item_id_idx" ON "chemical_compatibility" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "chemical_compatibility_class_id_idx" ON "chemical_compatibility" USING btree ("class_id");--> statement-breakpoint
CREATE INDEX "chemical_compatibility_category_id_idx" ON "chemical_compatibility" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "chemical_compatibility_scale_id_idx" ON "chemical_compatibility" USING btree ("scale_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chemical_compatibility_item_id_category_id_condition_unique" ON "chemical_compatibility" USING btree ("item_id","category_id","condition");--> statement-breakpoint
CREATE INDEX "chemical_ds_compatibility_item_id_idx" ON "chemical_ds_compatibility" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "chemical_ds_compatibility_class_id_idx" ON "chemical_ds_compatibility" USING btree ("class_id");--> statement-breakpoint
CREATE INDEX "chemical_ds_compatibility_ds_id_idx" ON "chemical_ds_compatibility" USING btree ("ds_id");--> statement-breakpoint
CREATE INDEX "chemical_ds_compatibility_scale_id_idx" ON "chemical_ds_compatibility" USING btree ("scale_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chemical_ds_compatibility_item_id_ds_id_condition_unique" ON "chemical_ds_compatibility" USING btree ("item_id","ds_id","condition");