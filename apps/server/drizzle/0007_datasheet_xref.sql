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
ALTER TABLE "grade_replacement" ADD CONSTRAINT "grade_replacement_source_id_datasheet_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."datasheet"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grade_replacement" ADD CONSTRAINT "grade_replacement_target_id_datasheet_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."datasheet"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ds_price" ADD CONSTRAINT "ds_price_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ds_price" ADD CONSTRAINT "ds_price_datasheet_id_datasheet_id_fk" FOREIGN KEY ("datasheet_id") REFERENCES "public"."datasheet"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ds_access_request" ADD CONSTRAINT "ds_access_request_datasheet_id_datasheet_id_fk" FOREIGN KEY ("datasheet_id") REFERENCES "public"."datasheet"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ds_access_request" ADD CONSTRAINT "ds_access_request_decided_by_admin_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."admin_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ds_access_record" ADD CONSTRAINT "ds_access_record_datasheet_id_datasheet_id_fk" FOREIGN KEY ("datasheet_id") REFERENCES "public"."datasheet"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ds_access_record" ADD CONSTRAINT "ds_access_record_admin_id_admin_user_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admin_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_sync_request" ADD CONSTRAINT "search_sync_request_admin_id_admin_user_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admin_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
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
CREATE INDEX "search_sync_request_admin_id_idx" ON "search_sync_request" USING btree ("admin_id");