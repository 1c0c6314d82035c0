CREATE TABLE "import_run" (
	"id" serial PRIMARY KEY NOT NULL,
	"ended_at" timestamp with time zone,
	"file" varchar(255) NOT NULL,
	"dry_run" boolean DEFAULT false NOT NULL,
	"admin_id" integer,
	"status" integer DEFAULT 0 NOT NULL,
	"rows" integer DEFAULT 0 NOT NULL,
	"sheets" integer DEFAULT 0 NOT NULL,
	"message_zh" text DEFAULT '' NOT NULL,
	"message_en" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "transition" varchar(64) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "reverts" integer;--> statement-breakpoint
ALTER TABLE "datasheet_cache" ADD COLUMN "import_run_id" integer;--> statement-breakpoint
ALTER TABLE "datasheet_cache" ADD COLUMN "staged" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "import_run" ADD CONSTRAINT "import_run_admin_id_admin_user_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admin_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_run_admin_id_idx" ON "import_run" USING btree ("admin_id");--> statement-breakpoint
CREATE INDEX "import_run_status_idx" ON "import_run" USING btree ("status");--> statement-breakpoint
CREATE INDEX "import_run_created_at_idx" ON "import_run" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "datasheet_cache" ADD CONSTRAINT "datasheet_cache_import_run_id_import_run_id_fk" FOREIGN KEY ("import_run_id") REFERENCES "public"."import_run"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "datasheet_cache_import_run_id_idx" ON "datasheet_cache" USING btree ("import_run_id");