CREATE TABLE "site_user" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(64) NOT NULL,
	"phone" varchar(32) DEFAULT '' NOT NULL,
	"email" varchar(200) DEFAULT '' NOT NULL,
	"company" varchar(200) DEFAULT '' NOT NULL,
	"company_std" varchar(200) DEFAULT '' NOT NULL,
	"company_type" varchar(64) DEFAULT '' NOT NULL,
	"company_type_std" varchar(200) DEFAULT '' NOT NULL,
	"job_title" varchar(64) DEFAULT '' NOT NULL,
	"job_title_std" varchar(200) DEFAULT '' NOT NULL,
	"region" varchar(64) DEFAULT '' NOT NULL,
	"source" varchar(64) DEFAULT 'website' NOT NULL,
	"is_client" boolean DEFAULT false NOT NULL,
	"card_id" integer,
	"external_id" varchar(64) DEFAULT '' NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"registered_at" timestamp with time zone,
	"last_seen_at" timestamp with time zone,
	"enabled" boolean DEFAULT true NOT NULL,
	"avatar" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_user_follow" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"target_kind" varchar(64) NOT NULL,
	"target_title" varchar(200) NOT NULL,
	"target_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_user_download" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"datasheet_id" integer,
	"file_name" varchar(200) NOT NULL,
	"format" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_user_collection" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"datasheet_id" integer,
	"title" varchar(200) NOT NULL,
	"folder" varchar(64) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_user_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"target_kind" varchar(64) NOT NULL,
	"target_title" varchar(200) NOT NULL,
	"target_id" integer,
	"url" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_user_share" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"target_kind" varchar(64) NOT NULL,
	"target_title" varchar(200) NOT NULL,
	"target_id" integer,
	"channel" varchar(64) NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_user_subscription" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"topic_kind" varchar(64) NOT NULL,
	"topic" varchar(200) NOT NULL,
	"channel" varchar(64) DEFAULT 'email' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_user_feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"content" text NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"reply" text DEFAULT '' NOT NULL,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_user_feedback_status_check" CHECK ("site_user_feedback"."status" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "site_user_check" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" varchar(64) NOT NULL,
	"real_name" varchar(64) NOT NULL,
	"company_name" varchar(200) DEFAULT '' NOT NULL,
	"credit_code" varchar(18) DEFAULT '' NOT NULL,
	"license_image" text DEFAULT '' NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"reject_reason" text DEFAULT '' NOT NULL,
	"checked_by" integer,
	"checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_user_check_status_check" CHECK ("site_user_check"."status" in (0, 1, 2))
);
--> statement-breakpoint
CREATE TABLE "site_user_virtual_phone" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"virtual_number" varchar(32) NOT NULL,
	"provider" varchar(64) DEFAULT '' NOT NULL,
	"purpose" varchar(200) DEFAULT '' NOT NULL,
	"bound_at" timestamp with time zone,
	"expires_on" date,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_user_virtual_phone_virtual_number_unique" UNIQUE("virtual_number")
);
--> statement-breakpoint
CREATE TABLE "email_read_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"recipient" varchar(200) NOT NULL,
	"subject" text NOT NULL,
	"purpose" varchar(64) NOT NULL,
	"user_id" integer,
	"transport" varchar(64) NOT NULL,
	"message_id" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"read_token" varchar(64) DEFAULT '' NOT NULL,
	"sent_at" timestamp with time zone,
	"read_count" integer DEFAULT 0 NOT NULL,
	"first_read_at" timestamp with time zone,
	"last_read_at" timestamp with time zone,
	"last_read_ip" varchar(64) DEFAULT '' NOT NULL,
	"last_user_agent" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_user_export" (
	"id" serial PRIMARY KEY NOT NULL,
	"requested_by" integer,
	"email" varchar(200) NOT NULL,
	"query" jsonb,
	"status" integer DEFAULT 0 NOT NULL,
	"row_count" integer,
	"file_name" text DEFAULT '' NOT NULL,
	"mail_id" integer,
	"error" text DEFAULT '' NOT NULL,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_user_company_mark" (
	"id" serial PRIMARY KEY NOT NULL,
	"raw" varchar(200) NOT NULL,
	"canonical" varchar(200) DEFAULT '' NOT NULL,
	"company_id" integer,
	"status" integer DEFAULT 0 NOT NULL,
	"user_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_user_company_mark_raw_unique" UNIQUE("raw")
);
--> statement-breakpoint
CREATE TABLE "site_user_company_type_mark" (
	"id" serial PRIMARY KEY NOT NULL,
	"raw" varchar(200) NOT NULL,
	"canonical" varchar(200) DEFAULT '' NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"user_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_user_company_type_mark_raw_unique" UNIQUE("raw")
);
--> statement-breakpoint
CREATE TABLE "site_user_job_title_mark" (
	"id" serial PRIMARY KEY NOT NULL,
	"raw" varchar(200) NOT NULL,
	"canonical" varchar(200) DEFAULT '' NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"user_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_user_job_title_mark_raw_unique" UNIQUE("raw")
);
--> statement-breakpoint
ALTER TABLE "site_user" ADD CONSTRAINT "site_user_card_id_business_card_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."business_card"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_user_follow" ADD CONSTRAINT "site_user_follow_user_id_site_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."site_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_user_download" ADD CONSTRAINT "site_user_download_user_id_site_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."site_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_user_download" ADD CONSTRAINT "site_user_download_datasheet_id_datasheet_id_fk" FOREIGN KEY ("datasheet_id") REFERENCES "public"."datasheet"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_user_collection" ADD CONSTRAINT "site_user_collection_user_id_site_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."site_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_user_collection" ADD CONSTRAINT "site_user_collection_datasheet_id_datasheet_id_fk" FOREIGN KEY ("datasheet_id") REFERENCES "public"."datasheet"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_user_history" ADD CONSTRAINT "site_user_history_user_id_site_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."site_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_user_share" ADD CONSTRAINT "site_user_share_user_id_site_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."site_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_user_subscription" ADD CONSTRAINT "site_user_subscription_user_id_site_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."site_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_user_feedback" ADD CONSTRAINT "site_user_feedback_user_id_site_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."site_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_user_check" ADD CONSTRAINT "site_user_check_user_id_site_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."site_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_user_check" ADD CONSTRAINT "site_user_check_checked_by_admin_user_id_fk" FOREIGN KEY ("checked_by") REFERENCES "public"."admin_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_user_virtual_phone" ADD CONSTRAINT "site_user_virtual_phone_user_id_site_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."site_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_read_log" ADD CONSTRAINT "email_read_log_user_id_site_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."site_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_user_export" ADD CONSTRAINT "site_user_export_requested_by_admin_user_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."admin_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_user_export" ADD CONSTRAINT "site_user_export_mail_id_email_read_log_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."email_read_log"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_user_company_mark" ADD CONSTRAINT "site_user_company_mark_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "site_user_external_id_unique" ON "site_user" USING btree ("external_id") WHERE "site_user"."external_id" <> '';--> statement-breakpoint
CREATE INDEX "site_user_card_id_idx" ON "site_user" USING btree ("card_id");--> statement-breakpoint
CREATE INDEX "site_user_source_registered_at_id_idx" ON "site_user" USING btree ("source","registered_at","id");--> statement-breakpoint
CREATE INDEX "site_user_company_idx" ON "site_user" USING btree ("company");--> statement-breakpoint
CREATE INDEX "site_user_job_title_idx" ON "site_user" USING btree ("job_title");--> statement-breakpoint
CREATE INDEX "site_user_company_type_idx" ON "site_user" USING btree ("company_type");--> statement-breakpoint
CREATE INDEX "site_user_follow_user_id_idx" ON "site_user_follow" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "site_user_follow_user_id_created_at_id_idx" ON "site_user_follow" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "site_user_download_user_id_idx" ON "site_user_download" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "site_user_download_datasheet_id_idx" ON "site_user_download" USING btree ("datasheet_id");--> statement-breakpoint
CREATE INDEX "site_user_download_user_id_created_at_id_idx" ON "site_user_download" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "site_user_collection_user_id_idx" ON "site_user_collection" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "site_user_collection_datasheet_id_idx" ON "site_user_collection" USING btree ("datasheet_id");--> statement-breakpoint
CREATE INDEX "site_user_collection_user_id_created_at_id_idx" ON "site_user_collection" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "site_user_history_user_id_idx" ON "site_user_history" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "site_user_history_user_id_created_at_id_idx" ON "site_user_history" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "site_user_share_user_id_idx" ON "site_user_share" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "site_user_share_user_id_created_at_id_idx" ON "site_user_share" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "site_user_subscription_user_id_idx" ON "site_user_subscription" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "site_user_subscription_user_id_created_at_id_idx" ON "site_user_subscription" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "site_user_feedback_user_id_idx" ON "site_user_feedback" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "site_user_feedback_user_id_created_at_id_idx" ON "site_user_feedback" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "site_user_check_user_id_idx" ON "site_user_check" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "site_user_check_checked_by_idx" ON "site_user_check" USING btree ("checked_by");--> statement-breakpoint
CREATE INDEX "site_user_check_status_created_at_id_idx" ON "site_user_check" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "site_user_virtual_phone_user_id_idx" ON "site_user_virtual_phone" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "email_read_log_read_token_unique" ON "email_read_log" USING btree ("read_token") WHERE "email_read_log"."read_token" <> '';--> statement-breakpoint
CREATE INDEX "email_read_log_user_id_idx" ON "email_read_log" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "email_read_log_sent_at_id_idx" ON "email_read_log" USING btree ("sent_at","id");--> statement-breakpoint
CREATE INDEX "site_user_export_requested_by_idx" ON "site_user_export" USING btree ("requested_by");--> statement-breakpoint
CREATE INDEX "site_user_export_mail_id_idx" ON "site_user_export" USING btree ("mail_id");--> statement-breakpoint
CREATE INDEX "site_user_company_mark_company_id_idx" ON "site_user_company_mark" USING btree ("company_id");