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
ALTER TABLE "yellow_card" ADD CONSTRAINT "yellow_card_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "yellow_card_ratings" ADD CONSTRAINT "yellow_card_ratings_parent_id_yellow_card_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."yellow_card"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certification" ADD CONSTRAINT "certification_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certification" ADD CONSTRAINT "certification_datasheet_id_datasheet_id_fk" FOREIGN KEY ("datasheet_id") REFERENCES "public"."datasheet"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "yellow_card_company_id_idx" ON "yellow_card" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "yellow_card_company_id_grade_idx" ON "yellow_card" USING btree ("company_id","grade");--> statement-breakpoint
CREATE UNIQUE INDEX "yellow_card_file_number_grade_unique" ON "yellow_card" USING btree ("file_number","grade");--> statement-breakpoint
CREATE INDEX "yellow_card_ratings_parent_idx" ON "yellow_card_ratings" USING btree ("parent_id","position");--> statement-breakpoint
CREATE INDEX "certification_company_id_idx" ON "certification" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "certification_datasheet_id_idx" ON "certification" USING btree ("datasheet_id");--> statement-breakpoint
CREATE INDEX "certification_company_id_kind_idx" ON "certification" USING btree ("company_id","kind");--> statement-breakpoint
CREATE INDEX "certification_valid_to_id_idx" ON "certification" USING btree ("valid_to","id");--> statement-breakpoint
CREATE UNIQUE INDEX "certification_kind_number_unique" ON "certification" USING btree ("kind","number");