CREATE TABLE "search_unit" (
	"id" serial PRIMARY KEY NOT NULL,
	"metric_id" integer NOT NULL,
	"offered" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_unit_metric_id_unique" UNIQUE("metric_id")
);
--> statement-breakpoint
CREATE TABLE "search_preset" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_zh" varchar(100) NOT NULL,
	"name_en" varchar(100) DEFAULT '' NOT NULL,
	"query" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_preset_name_zh_unique" UNIQUE("name_zh")
);
--> statement-breakpoint
CREATE TABLE "saved_search" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"owner_id" integer,
	"query" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ul_raw" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_number" varchar(20) NOT NULL,
	"company_raw" varchar(200) NOT NULL,
	"designation" varchar(100) NOT NULL,
	"generic_type" varchar(200) DEFAULT '' NOT NULL,
	"colour" varchar(40) NOT NULL,
	"min_thickness" numeric(18, 2) NOT NULL,
	"flame_class" varchar(16) NOT NULL,
	"hwi" smallint,
	"hai" smallint,
	"cti" smallint,
	"rti_elec" smallint,
	"rti_imp" smallint,
	"rti_str" smallint,
	"status" varchar(64) DEFAULT 'waiting' NOT NULL,
	"yellow_card_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_unit" ADD CONSTRAINT "search_unit_metric_id_metric_id_fk" FOREIGN KEY ("metric_id") REFERENCES "public"."metric"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search" ADD CONSTRAINT "saved_search_owner_id_admin_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."admin_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ul_raw" ADD CONSTRAINT "ul_raw_yellow_card_id_yellow_card_id_fk" FOREIGN KEY ("yellow_card_id") REFERENCES "public"."yellow_card"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_unit_metric_id_idx" ON "search_unit" USING btree ("metric_id");--> statement-breakpoint
CREATE INDEX "saved_search_owner_id_idx" ON "saved_search" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "saved_search_owner_id_updated_at_id_idx" ON "saved_search" USING btree ("owner_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "ul_raw_yellow_card_id_idx" ON "ul_raw" USING btree ("yellow_card_id");--> statement-breakpoint
CREATE INDEX "ul_raw_status_updated_at_id_idx" ON "ul_raw" USING btree ("status","updated_at","id");