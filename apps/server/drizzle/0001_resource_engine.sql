CREATE TABLE "tag" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(32) DEFAULT '' NOT NULL,
	"type" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tag_binding" (
	"id" serial PRIMARY KEY NOT NULL,
	"tag_id" integer NOT NULL,
	"target_type" integer NOT NULL,
	"target_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "setting_key" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" varchar(128) DEFAULT '' NOT NULL,
	"value" text DEFAULT '' NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "setting_key_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "menu_record" (
	"id" serial PRIMARY KEY NOT NULL,
	"path" varchar(255) DEFAULT '' NOT NULL,
	"name_zh" varchar(64) DEFAULT '' NOT NULL,
	"name_en" varchar(64) DEFAULT '' NOT NULL,
	"icon" varchar(64) DEFAULT '' NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"no_submenu" boolean DEFAULT false NOT NULL,
	"keep_alive" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "menu_record_path_unique" UNIQUE("path")
);
--> statement-breakpoint
CREATE TABLE "cache_rule" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(64) DEFAULT '' NOT NULL,
	"pattern" varchar(200) DEFAULT '' NOT NULL,
	"ttl_seconds" integer DEFAULT 300 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cache_rule_name_unique" UNIQUE("name"),
	CONSTRAINT "cache_rule_pattern_unique" UNIQUE("pattern")
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"admin_id" integer,
	"family" varchar(64) DEFAULT '' NOT NULL,
	"row_id" integer NOT NULL,
	"action" varchar(64) NOT NULL,
	"changes" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tag_binding" ADD CONSTRAINT "tag_binding_tag_id_tag_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tag"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_admin_id_admin_user_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admin_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tag_type_name_unique" ON "tag" USING btree ("type","name");--> statement-breakpoint
CREATE INDEX "tag_binding_tag_id_idx" ON "tag_binding" USING btree ("tag_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tag_binding_tag_id_target_type_target_id_unique" ON "tag_binding" USING btree ("tag_id","target_type","target_id");--> statement-breakpoint
CREATE INDEX "audit_log_admin_id_idx" ON "audit_log" USING btree ("admin_id");--> statement-breakpoint
CREATE INDEX "audit_log_family_row_id_idx" ON "audit_log" USING btree ("family","row_id");--> statement-breakpoint
CREATE INDEX "audit_log_created_at_idx" ON "audit_log" USING btree ("created_at");