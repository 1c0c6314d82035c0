CREATE TABLE "product" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"company_id" integer NOT NULL,
	"grade" varchar(100) DEFAULT '' NOT NULL,
	"datasheet_id" integer,
	"category_id" integer,
	"image" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"applications" text DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supply" (
	"id" serial PRIMARY KEY NOT NULL,
	"grade" varchar(100) NOT NULL,
	"supplier_id" integer NOT NULL,
	"product_id" integer,
	"price_min" numeric(18, 2),
	"price_max" numeric(18, 2),
	"currency" varchar(64) DEFAULT 'CNY' NOT NULL,
	"unit" varchar(64) DEFAULT 't' NOT NULL,
	"min_order" numeric(18, 3),
	"stock" numeric(18, 3),
	"region" varchar(100) DEFAULT '' NOT NULL,
	"valid_until" date,
	"remark" text DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_lot" (
	"id" serial PRIMARY KEY NOT NULL,
	"grade" varchar(100) NOT NULL,
	"lot" varchar(64) NOT NULL,
	"company_id" integer,
	"quantity" numeric(18, 3) NOT NULL,
	"unit" varchar(64) DEFAULT 't' NOT NULL,
	"warehouse" varchar(100) NOT NULL,
	"location" varchar(64) DEFAULT '' NOT NULL,
	"produced_on" date,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_datasheet_id_datasheet_id_fk" FOREIGN KEY ("datasheet_id") REFERENCES "public"."datasheet"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_category_id_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."category"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supply" ADD CONSTRAINT "supply_supplier_id_company_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supply" ADD CONSTRAINT "supply_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_lot" ADD CONSTRAINT "stock_lot_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_company_id_idx" ON "product" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "product_datasheet_id_idx" ON "product" USING btree ("datasheet_id");--> statement-breakpoint
CREATE INDEX "product_category_id_idx" ON "product" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "product_name_ngram_idx" ON "product" USING gin (engine_ngrams("name"));--> statement-breakpoint
CREATE INDEX "supply_supplier_id_idx" ON "supply" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "supply_product_id_idx" ON "supply" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "supply_valid_until_id_idx" ON "supply" USING btree ("valid_until","id");--> statement-breakpoint
CREATE INDEX "supply_grade_ngram_idx" ON "supply" USING gin (engine_ngrams("grade"));--> statement-breakpoint
CREATE INDEX "stock_lot_company_id_idx" ON "stock_lot" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_lot_warehouse_lot_unique" ON "stock_lot" USING btree ("warehouse","lot");