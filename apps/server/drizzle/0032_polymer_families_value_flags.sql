CREATE TABLE "plausibility_stat" (
	"header_id" integer NOT NULL,
	"family" varchar(16) NOT NULL,
	"n" integer NOT NULL,
	"median" double precision,
	"mad" double precision,
	"stale" boolean DEFAULT false NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plausibility_stat_header_id_family_pk" PRIMARY KEY("header_id","family")
);
--> statement-breakpoint
CREATE TABLE "polymer_family" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(16) NOT NULL,
	"name_zh" varchar(64) NOT NULL,
	"name_en" varchar(100) DEFAULT '' NOT NULL,
	"aliases" text DEFAULT '' NOT NULL,
	"parent_id" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "polymer_family_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "value_flag" (
	"id" serial PRIMARY KEY NOT NULL,
	"header_id" integer NOT NULL,
	"family" varchar(16) DEFAULT '' NOT NULL,
	"value_shown" varchar(100) DEFAULT '' NOT NULL,
	"reason" varchar(32) NOT NULL,
	"why_zh" text DEFAULT '' NOT NULL,
	"why_en" text DEFAULT '' NOT NULL,
	"datasheet_id" integer,
	"cache_id" integer,
	"row_key" varchar(200) DEFAULT '' NOT NULL,
	"state" integer DEFAULT 0 NOT NULL,
	"note" varchar(200) DEFAULT '' NOT NULL,
	"checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "datasheet_cache" ADD COLUMN "open_flags" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "polymer_family" ADD CONSTRAINT "polymer_family_parent_id_polymer_family_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."polymer_family"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "value_flag" ADD CONSTRAINT "value_flag_header_id_header_id_fk" FOREIGN KEY ("header_id") REFERENCES "public"."header"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "value_flag" ADD CONSTRAINT "value_flag_datasheet_id_datasheet_id_fk" FOREIGN KEY ("datasheet_id") REFERENCES "public"."datasheet"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "value_flag" ADD CONSTRAINT "value_flag_cache_id_datasheet_cache_id_fk" FOREIGN KEY ("cache_id") REFERENCES "public"."datasheet_cache"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "polymer_family_parent_id_idx" ON "polymer_family" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "value_flag_header_id_idx" ON "value_flag" USING btree ("header_id");--> statement-breakpoint
CREATE INDEX "value_flag_datasheet_id_idx" ON "value_flag" USING btree ("datasheet_id");--> statement-breakpoint
CREATE INDEX "value_flag_cache_id_idx" ON "value_flag" USING btree ("cache_id");--> statement-breakpoint
CREATE INDEX "value_flag_state_header_id_id_idx" ON "value_flag" USING btree ("state","header_id","id");--> statement-breakpoint
CREATE INDEX "value_flag_datasheet_id_state_idx" ON "value_flag" USING btree ("datasheet_id","state");--> statement-breakpoint
CREATE INDEX "value_flag_cache_id_state_idx" ON "value_flag" USING btree ("cache_id","state");