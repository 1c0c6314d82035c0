CREATE TABLE "purchase_requirement" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(100) NOT NULL,
	"buyer" varchar(100) NOT NULL,
	"contact" varchar(100) DEFAULT '' NOT NULL,
	"grade" varchar(100) DEFAULT '' NOT NULL,
	"datasheet_id" integer,
	"specification" text DEFAULT '' NOT NULL,
	"quantity" numeric(18, 3) NOT NULL,
	"unit" varchar(64) DEFAULT 't' NOT NULL,
	"target_price" numeric(18, 2),
	"currency" varchar(64) DEFAULT 'CNY' NOT NULL,
	"region" varchar(100) DEFAULT '' NOT NULL,
	"deadline" date,
	"status" integer DEFAULT 0 NOT NULL,
	"quote_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_link" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"url" text NOT NULL,
	"source" varchar(100) DEFAULT '' NOT NULL,
	"buyer" varchar(100) DEFAULT '' NOT NULL,
	"published_on" date,
	"requirement_id" integer,
	"status" integer DEFAULT 0 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_link_url_unique" UNIQUE("url")
);
--> statement-breakpoint
CREATE TABLE "price_quote" (
	"id" serial PRIMARY KEY NOT NULL,
	"requirement_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"grade" varchar(100) DEFAULT '' NOT NULL,
	"price" numeric(18, 4) NOT NULL,
	"currency" varchar(64) DEFAULT 'CNY' NOT NULL,
	"unit" varchar(64) DEFAULT 't' NOT NULL,
	"incoterm" varchar(64) DEFAULT 'EXW' NOT NULL,
	"delivery_days" smallint,
	"valid_until" date,
	"status" integer DEFAULT 0 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "purchase_requirement" ADD CONSTRAINT "purchase_requirement_datasheet_id_datasheet_id_fk" FOREIGN KEY ("datasheet_id") REFERENCES "public"."datasheet"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_link" ADD CONSTRAINT "purchase_link_requirement_id_purchase_requirement_id_fk" FOREIGN KEY ("requirement_id") REFERENCES "public"."purchase_requirement"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_quote" ADD CONSTRAINT "price_quote_requirement_id_purchase_requirement_id_fk" FOREIGN KEY ("requirement_id") REFERENCES "public"."purchase_requirement"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_quote" ADD CONSTRAINT "price_quote_supplier_id_company_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "purchase_requirement_datasheet_id_idx" ON "purchase_requirement" USING btree ("datasheet_id");--> statement-breakpoint
CREATE INDEX "purchase_requirement_status_deadline_id_idx" ON "purchase_requirement" USING btree ("status","deadline","id");--> statement-breakpoint
CREATE INDEX "purchase_requirement_grade_ngram_idx" ON "purchase_requirement" USING gin (engine_ngrams("grade"));--> statement-breakpoint
CREATE INDEX "purchase_link_requirement_id_idx" ON "purchase_link" USING btree ("requirement_id");--> statement-breakpoint
CREATE INDEX "price_quote_requirement_id_idx" ON "price_quote" USING btree ("requirement_id");--> statement-breakpoint
CREATE INDEX "price_quote_supplier_id_idx" ON "price_quote" USING btree ("supplier_id");