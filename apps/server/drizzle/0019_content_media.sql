CREATE TABLE "application_type" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(32) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"application_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_type_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "application_classification" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(32) NOT NULL,
	"parent_id" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"application_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(100) NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"type_id" integer,
	"classification_id" integer,
	"industry_id" integer,
	"summary" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"lacking" boolean DEFAULT false NOT NULL,
	"lacks" varchar(64) DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"comment_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_materials" (
	"owner_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "application_materials_owner_id_target_id_pk" PRIMARY KEY("owner_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "application_sheets" (
	"owner_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "application_sheets_owner_id_target_id_pk" PRIMARY KEY("owner_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "application_theme" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(64) NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_theme_title_unique" UNIQUE("title")
);
--> statement-breakpoint
CREATE TABLE "application_theme_applications" (
	"owner_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "application_theme_applications_owner_id_target_id_pk" PRIMARY KEY("owner_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "news_type" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(32) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"news_count" integer DEFAULT 0 NOT NULL,
	"published_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_type_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(120) NOT NULL,
	"type_id" integer NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"subject_id" integer,
	"source" varchar(64) DEFAULT '' NOT NULL,
	"author" varchar(32) DEFAULT '' NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"publish_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"scheduled_by" integer,
	"withdrawn_at" timestamp with time zone,
	"withdraw_reason" text DEFAULT '' NOT NULL,
	"comment_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_tags" (
	"owner_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "news_tags_owner_id_target_id_pk" PRIMARY KEY("owner_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "expert" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(32) NOT NULL,
	"photo" text DEFAULT '' NOT NULL,
	"field" varchar(64) NOT NULL,
	"title" varchar(64) DEFAULT '' NOT NULL,
	"organisation" varchar(100) NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"waiting_count" integer DEFAULT 0 NOT NULL,
	"request_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expert_request" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject" varchar(120) NOT NULL,
	"expert_id" integer NOT NULL,
	"user_name" varchar(64) NOT NULL,
	"company" varchar(100) DEFAULT '' NOT NULL,
	"contact" varchar(100) DEFAULT '' NOT NULL,
	"question" text NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"reply" text DEFAULT '' NOT NULL,
	"accepted_at" timestamp with time zone,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subject" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(64) NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"video_count" integer DEFAULT 0 NOT NULL,
	"news_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subject_title_unique" UNIQUE("title")
);
--> statement-breakpoint
CREATE TABLE "live" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(120) NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"host" varchar(64) NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"status" integer DEFAULT 0 NOT NULL,
	"stream_url" text DEFAULT '' NOT NULL,
	"replay_url" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_image" (
	"id" serial PRIMARY KEY NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"name" varchar(120) NOT NULL,
	"category" varchar(32) DEFAULT '' NOT NULL,
	"alt" varchar(200) DEFAULT '' NOT NULL,
	"size" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demand_classification" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(64) NOT NULL,
	"parent_id" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demand" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"content" text NOT NULL,
	"user_id" integer,
	"company_name" varchar(200) DEFAULT '' NOT NULL,
	"material" varchar(200) DEFAULT '' NOT NULL,
	"quantity" varchar(64) DEFAULT '' NOT NULL,
	"budget" varchar(64) DEFAULT '' NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"first_classification_id" integer,
	"second_classification_id" integer,
	"cooperation_mode" varchar(16),
	"points" integer DEFAULT 0 NOT NULL,
	"is_top" boolean DEFAULT false NOT NULL,
	"hide_user_info" boolean DEFAULT false NOT NULL,
	"on_shelf" boolean DEFAULT false NOT NULL,
	"can_proposal" boolean DEFAULT false NOT NULL,
	"need_proposal" boolean DEFAULT false NOT NULL,
	"can_show_to_customer" boolean DEFAULT false NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"shelf_order" integer DEFAULT 0 NOT NULL,
	"reject_reason" text DEFAULT '' NOT NULL,
	"close_reason" text DEFAULT '' NOT NULL,
	"checked_at" timestamp with time zone,
	"next_follow_date" date,
	"follow_count" integer DEFAULT 0 NOT NULL,
	"proposal_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demand_status_check" CHECK ("demand"."status" in (0, 1, 2, 3))
);
--> statement-breakpoint
CREATE TABLE "demand_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"caption" varchar(100) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demand_follow" (
	"id" serial PRIMARY KEY NOT NULL,
	"demand_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"next_date" date,
	"note" text NOT NULL,
	"done" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_message" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"kind" varchar(16) DEFAULT 'system' NOT NULL,
	"demand_id" integer,
	"is_read" boolean DEFAULT false NOT NULL,
	"read_at" timestamp with time zone,
	"sent_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demand_proposal" (
	"id" serial PRIMARY KEY NOT NULL,
	"demand_id" integer NOT NULL,
	"direction" varchar(16) NOT NULL,
	"company_id" integer,
	"user_id" integer,
	"title" varchar(200) NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"amount" numeric(18, 2),
	"currency" varchar(64) DEFAULT 'CNY' NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"decision_note" text DEFAULT '' NOT NULL,
	"decided_at" timestamp with time zone,
	"payment_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demand_proposal_direction_check" CHECK ("demand_proposal"."direction" in ('business', 'customer')),
	CONSTRAINT "demand_proposal_status_check" CHECK ("demand_proposal"."status" in (0, 1, 2, 3))
);
--> statement-breakpoint
CREATE TABLE "demand_payment" (
	"id" serial PRIMARY KEY NOT NULL,
	"proposal_id" integer NOT NULL,
	"saas_enterprise_id" integer,
	"amount" numeric(18, 2) NOT NULL,
	"currency" varchar(64) DEFAULT 'CNY' NOT NULL,
	"channel" varchar(16) DEFAULT 'bank' NOT NULL,
	"paid_at" timestamp with time zone,
	"reference" varchar(100) NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demand_payment_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "saas_enterprise" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"company_id" integer,
	"plan" varchar(16) DEFAULT 'trial' NOT NULL,
	"seats" integer DEFAULT 5 NOT NULL,
	"seats_used" integer DEFAULT 0 NOT NULL,
	"valid_until" date,
	"contact_name" varchar(64) DEFAULT '' NOT NULL,
	"contact_phone" varchar(32) DEFAULT '' NOT NULL,
	"contact_email" varchar(200) DEFAULT '' NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"status_note" text DEFAULT '' NOT NULL,
	"waiting_proposals" integer DEFAULT 0 NOT NULL,
	"waiting_supplies" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saas_enterprise_name_unique" UNIQUE("name"),
	CONSTRAINT "saas_enterprise_status_check" CHECK ("saas_enterprise"."status" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "saas_user" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"name" varchar(64) NOT NULL,
	"phone" varchar(32) NOT NULL,
	"email" varchar(200) DEFAULT '' NOT NULL,
	"job_title" varchar(64) DEFAULT '' NOT NULL,
	"is_super" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saas_supply_check" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"product_name" varchar(200) NOT NULL,
	"grade" varchar(100) DEFAULT '' NOT NULL,
	"price" numeric(18, 2),
	"currency" varchar(64) DEFAULT 'CNY' NOT NULL,
	"quantity" varchar(64) DEFAULT '' NOT NULL,
	"valid_until" date,
	"description" text DEFAULT '' NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"reject_reason" text DEFAULT '' NOT NULL,
	"checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saas_supply_check_status_check" CHECK ("saas_supply_check"."status" in (0, 1, 2))
);
--> statement-breakpoint
CREATE TABLE "advertisement" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(64) NOT NULL,
	"slot" varchar(64) NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "show_block" (
	"id" serial PRIMARY KEY NOT NULL,
	"page" varchar(64) NOT NULL,
	"block_key" varchar(48) NOT NULL,
	"name" varchar(48) NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "show_plan" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(64) NOT NULL,
	"page" varchar(64) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"applied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "show_plan_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"block_id" integer NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recommend_slot" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(64) NOT NULL,
	"position" varchar(64) NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"company_count" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recommend_slot_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "recommend_slot_companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"company_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"starts_at" date,
	"ends_at" date,
	"remark" varchar(100) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customize_pd_scene" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(64) NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"materials" varchar(200) DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customize_pd_scene_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "user_feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_name" varchar(64) NOT NULL,
	"contact" varchar(100) DEFAULT '' NOT NULL,
	"category" varchar(64) NOT NULL,
	"content" text NOT NULL,
	"page_url" text DEFAULT '' NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"reply" text DEFAULT '' NOT NULL,
	"replied_at" timestamp with time zone,
	"close_note" varchar(200) DEFAULT '' NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_link" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" integer NOT NULL,
	"name" varchar(64) NOT NULL,
	"url" text NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"check_result" varchar(64) DEFAULT 'unchecked' NOT NULL,
	"check_detail" varchar(200) DEFAULT '' NOT NULL,
	"checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(100) NOT NULL,
	"kind" varchar(64) NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"place" varchar(100) DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"apply_deadline" timestamp with time zone,
	"capacity" integer,
	"description" text DEFAULT '' NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"application_count" integer DEFAULT 0 NOT NULL,
	"pending_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_awards" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"name" varchar(64) NOT NULL,
	"prize" varchar(100) DEFAULT '' NOT NULL,
	"quota" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_application" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"name" varchar(64) NOT NULL,
	"company" varchar(100) DEFAULT '' NOT NULL,
	"job_title" varchar(64) DEFAULT '' NOT NULL,
	"phone" varchar(32) DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"is_display" boolean DEFAULT false NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"review_note" varchar(200) DEFAULT '' NOT NULL,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(64) NOT NULL,
	"slug" varchar(48) NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"panel_count" integer DEFAULT 0 NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "portal_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "portal_banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"title" varchar(64) DEFAULT '' NOT NULL,
	"link" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal_panels" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"kind" varchar(64) NOT NULL,
	"title" varchar(64) NOT NULL,
	"config" jsonb
);
--> statement-breakpoint
CREATE TABLE "site_document" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(100) NOT NULL,
	"category" varchar(64) NOT NULL,
	"file" text DEFAULT '' NOT NULL,
	"access" varchar(64) DEFAULT 'registered' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "keyword" (
	"id" serial PRIMARY KEY NOT NULL,
	"word" varchar(32) NOT NULL,
	"kind" varchar(64) DEFAULT 'manual' NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"weight" numeric(18, 3),
	"content_count" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "keyword_word_unique" UNIQUE("word")
);
--> statement-breakpoint
CREATE TABLE "keyword_hit" (
	"id" serial PRIMARY KEY NOT NULL,
	"keyword_id" integer NOT NULL,
	"source" varchar(64) NOT NULL,
	"content_id" integer NOT NULL,
	"title" varchar(200) DEFAULT '' NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qrcode" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(64) NOT NULL,
	"target" varchar(64) DEFAULT 'url' NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"page_path" text DEFAULT '' NOT NULL,
	"page_params" jsonb,
	"tracked" boolean DEFAULT true NOT NULL,
	"code" varchar(8) DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"error_level" varchar(64) DEFAULT 'M' NOT NULL,
	"scan_count" integer DEFAULT 0 NOT NULL,
	"last_scanned_at" timestamp with time zone,
	"remark" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sitemap_build" (
	"id" serial PRIMARY KEY NOT NULL,
	"url_count" integer NOT NULL,
	"file_count" integer NOT NULL,
	"base_url" varchar(200) DEFAULT '' NOT NULL,
	"by_source" jsonb,
	"duration_ms" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracking_page" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(64) NOT NULL,
	"path" varchar(200) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"point_count" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tracking_page_path_unique" UNIQUE("path")
);
--> statement-breakpoint
CREATE TABLE "tracking_point" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(64) NOT NULL,
	"code" varchar(64) NOT NULL,
	"page_id" integer NOT NULL,
	"event" varchar(64) NOT NULL,
	"selector" varchar(200) DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tracking_point_code_unique" UNIQUE("code")
);
--> statement-breakpoint
DROP INDEX "video_comment_video_idx";--> statement-breakpoint
ALTER TABLE "video_comment" ALTER COLUMN "video_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "video_comment" ALTER COLUMN "is_check" SET DATA TYPE integer;--> statement-breakpoint
ALTER TABLE "proposal" ALTER COLUMN "status" SET DATA TYPE integer;--> statement-breakpoint
ALTER TABLE "video" ADD COLUMN "url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "video" ADD COLUMN "duration" integer;--> statement-breakpoint
ALTER TABLE "video" ADD COLUMN "category" varchar(64);--> statement-breakpoint
ALTER TABLE "video" ADD COLUMN "tags" varchar(200) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "video" ADD COLUMN "subject_id" integer;--> statement-breakpoint
ALTER TABLE "video" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "video" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "video" ADD COLUMN "comment_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "video" ADD COLUMN "waiting_comment_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "video" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "video_comment" ADD COLUMN "target_type" varchar(64) DEFAULT 'video' NOT NULL;--> statement-breakpoint
ALTER TABLE "video_comment" ADD COLUMN "news_id" integer;--> statement-breakpoint
ALTER TABLE "video_comment" ADD COLUMN "application_id" integer;--> statement-breakpoint
ALTER TABLE "video_comment" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "video_comment" ADD COLUMN "reject_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "video_comment" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "video_comment" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "proposal" ADD COLUMN "saas_enterprise_id" integer;--> statement-breakpoint
ALTER TABLE "proposal" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "proposal" ADD COLUMN "demand_id" integer;--> statement-breakpoint
ALTER TABLE "proposal" ADD COLUMN "handler_id" integer;--> statement-breakpoint
ALTER TABLE "proposal" ADD COLUMN "handle_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "proposal" ADD COLUMN "reject_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "proposal" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "application_classification" ADD CONSTRAINT "application_classification_parent_id_application_classification_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."application_classification"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application" ADD CONSTRAINT "application_type_id_application_type_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."application_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application" ADD CONSTRAINT "application_classification_id_application_classification_id_fk" FOREIGN KEY ("classification_id") REFERENCES "public"."application_classification"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application" ADD CONSTRAINT "application_industry_id_appliance_id_fk" FOREIGN KEY ("industry_id") REFERENCES "public"."appliance"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_materials" ADD CONSTRAINT "application_materials_owner_id_application_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."application"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_materials" ADD CONSTRAINT "application_materials_target_id_category_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."category"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_sheets" ADD CONSTRAINT "application_sheets_owner_id_application_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."application"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_sheets" ADD CONSTRAINT "application_sheets_target_id_datasheet_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."datasheet"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_theme_applications" ADD CONSTRAINT "application_theme_applications_owner_id_application_theme_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."application_theme"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_theme_applications" ADD CONSTRAINT "application_theme_applications_target_id_application_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."application"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_type_id_news_type_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."news_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_subject_id_subject_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subject"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_scheduled_by_admin_user_id_fk" FOREIGN KEY ("scheduled_by") REFERENCES "public"."admin_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_tags" ADD CONSTRAINT "news_tags_owner_id_news_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_tags" ADD CONSTRAINT "news_tags_target_id_tag_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."tag"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_request" ADD CONSTRAINT "expert_request_expert_id_expert_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."expert"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_classification" ADD CONSTRAINT "demand_classification_parent_id_demand_classification_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."demand_classification"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand" ADD CONSTRAINT "demand_user_id_site_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."site_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand" ADD CONSTRAINT "demand_first_classification_id_demand_classification_id_fk" FOREIGN KEY ("first_classification_id") REFERENCES "public"."demand_classification"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand" ADD CONSTRAINT "demand_second_classification_id_demand_classification_id_fk" FOREIGN KEY ("second_classification_id") REFERENCES "public"."demand_classification"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_images" ADD CONSTRAINT "demand_images_parent_id_demand_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."demand"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_follow" ADD CONSTRAINT "demand_follow_demand_id_demand_id_fk" FOREIGN KEY ("demand_id") REFERENCES "public"."demand"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_follow" ADD CONSTRAINT "demand_follow_owner_id_admin_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."admin_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_message" ADD CONSTRAINT "user_message_user_id_site_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."site_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_message" ADD CONSTRAINT "user_message_demand_id_demand_id_fk" FOREIGN KEY ("demand_id") REFERENCES "public"."demand"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_message" ADD CONSTRAINT "user_message_sent_by_admin_user_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."admin_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_proposal" ADD CONSTRAINT "demand_proposal_demand_id_demand_id_fk" FOREIGN KEY ("demand_id") REFERENCES "public"."demand"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_proposal" ADD CONSTRAINT "demand_proposal_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_proposal" ADD CONSTRAINT "demand_proposal_user_id_site_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."site_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_payment" ADD CONSTRAINT "demand_payment_proposal_id_demand_proposal_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."demand_proposal"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_payment" ADD CONSTRAINT "demand_payment_saas_enterprise_id_saas_enterprise_id_fk" FOREIGN KEY ("saas_enterprise_id") REFERENCES "public"."saas_enterprise"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saas_enterprise" ADD CONSTRAINT "saas_enterprise_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saas_user" ADD CONSTRAINT "saas_user_enterprise_id_saas_enterprise_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."saas_enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saas_supply_check" ADD CONSTRAINT "saas_supply_check_enterprise_id_saas_enterprise_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."saas_enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "show_plan_items" ADD CONSTRAINT "show_plan_items_parent_id_show_plan_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."show_plan"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "show_plan_items" ADD CONSTRAINT "show_plan_items_block_id_show_block_id_fk" FOREIGN KEY ("block_id") REFERENCES "public"."show_block"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommend_slot_companies" ADD CONSTRAINT "recommend_slot_companies_parent_id_recommend_slot_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."recommend_slot"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommend_slot_companies" ADD CONSTRAINT "recommend_slot_companies_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_awards" ADD CONSTRAINT "activity_awards_parent_id_activity_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."activity"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_application" ADD CONSTRAINT "activity_application_activity_id_activity_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activity"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_banners" ADD CONSTRAINT "portal_banners_parent_id_portal_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."portal"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_panels" ADD CONSTRAINT "portal_panels_parent_id_portal_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."portal"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keyword_hit" ADD CONSTRAINT "keyword_hit_keyword_id_keyword_id_fk" FOREIGN KEY ("keyword_id") REFERENCES "public"."keyword"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_point" ADD CONSTRAINT "tracking_point_page_id_tracking_page_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."tracking_page"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_classification_parent_id_idx" ON "application_classification" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "application_classification_parent_id_name_unique" ON "application_classification" USING btree ("parent_id","name");--> statement-breakpoint
CREATE INDEX "application_type_id_idx" ON "application" USING btree ("type_id");--> statement-breakpoint
CREATE INDEX "application_classification_id_idx" ON "application" USING btree ("classification_id");--> statement-breakpoint
CREATE INDEX "application_industry_id_idx" ON "application" USING btree ("industry_id");--> statement-breakpoint
CREATE INDEX "application_updated_at_id_idx" ON "application" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "application_lacking_updated_at_id_idx" ON "application" USING btree ("lacking","updated_at","id");--> statement-breakpoint
CREATE INDEX "application_title_ngram_idx" ON "application" USING gin (engine_ngrams("title"));--> statement-breakpoint
CREATE INDEX "application_materials_target_id_idx" ON "application_materials" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "application_sheets_target_id_idx" ON "application_sheets" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "application_theme_applications_target_id_idx" ON "application_theme_applications" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "news_type_id_idx" ON "news" USING btree ("type_id");--> statement-breakpoint
CREATE INDEX "news_subject_id_idx" ON "news" USING btree ("subject_id");--> statement-breakpoint
CREATE INDEX "news_scheduled_by_idx" ON "news" USING btree ("scheduled_by");--> statement-breakpoint
CREATE INDEX "news_updated_at_id_idx" ON "news" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "news_status_updated_at_id_idx" ON "news" USING btree ("status","updated_at","id");--> statement-breakpoint
CREATE INDEX "news_status_publish_at_idx" ON "news" USING btree ("status","publish_at");--> statement-breakpoint
CREATE INDEX "news_title_ngram_idx" ON "news" USING gin (engine_ngrams("title"));--> statement-breakpoint
CREATE INDEX "news_tags_target_id_idx" ON "news_tags" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "expert_request_expert_id_idx" ON "expert_request" USING btree ("expert_id");--> statement-breakpoint
CREATE INDEX "expert_request_status_created_at_id_idx" ON "expert_request" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "live_status_starts_at_id_idx" ON "live" USING btree ("status","starts_at","id");--> statement-breakpoint
CREATE INDEX "media_image_created_at_id_idx" ON "media_image" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "media_image_url_idx" ON "media_image" USING btree ("url");--> statement-breakpoint
CREATE INDEX "demand_classification_parent_id_idx" ON "demand_classification" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "demand_classification_parent_id_name_unique" ON "demand_classification" USING btree ("parent_id","name");--> statement-breakpoint
CREATE INDEX "demand_user_id_idx" ON "demand" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "demand_first_classification_id_idx" ON "demand" USING btree ("first_classification_id");--> statement-breakpoint
CREATE INDEX "demand_second_classification_id_idx" ON "demand" USING btree ("second_classification_id");--> statement-breakpoint
CREATE INDEX "demand_status_created_at_id_idx" ON "demand" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "demand_on_shelf_shelf_order_id_idx" ON "demand" USING btree ("on_shelf","shelf_order","id");--> statement-breakpoint
CREATE INDEX "demand_images_parent_idx" ON "demand_images" USING btree ("parent_id","position");--> statement-breakpoint
CREATE INDEX "demand_follow_demand_id_idx" ON "demand_follow" USING btree ("demand_id");--> statement-breakpoint
CREATE INDEX "demand_follow_owner_id_idx" ON "demand_follow" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "demand_follow_done_next_date_id_idx" ON "demand_follow" USING btree ("done","next_date","id");--> statement-breakpoint
CREATE INDEX "user_message_user_id_idx" ON "user_message" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_message_demand_id_idx" ON "user_message" USING btree ("demand_id");--> statement-breakpoint
CREATE INDEX "user_message_sent_by_idx" ON "user_message" USING btree ("sent_by");--> statement-breakpoint
CREATE INDEX "user_message_user_id_is_read_id_idx" ON "user_message" USING btree ("user_id","is_read","id");--> statement-breakpoint
CREATE INDEX "user_message_demand_id_created_at_id_idx" ON "user_message" USING btree ("demand_id","created_at","id");--> statement-breakpoint
CREATE INDEX "demand_proposal_demand_id_idx" ON "demand_proposal" USING btree ("demand_id");--> statement-breakpoint
CREATE INDEX "demand_proposal_company_id_idx" ON "demand_proposal" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "demand_proposal_user_id_idx" ON "demand_proposal" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "demand_proposal_status_created_at_id_idx" ON "demand_proposal" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "demand_payment_proposal_id_idx" ON "demand_payment" USING btree ("proposal_id");--> statement-breakpoint
CREATE INDEX "demand_payment_saas_enterprise_id_idx" ON "demand_payment" USING btree ("saas_enterprise_id");--> statement-breakpoint
CREATE INDEX "saas_enterprise_company_id_idx" ON "saas_enterprise" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "saas_user_enterprise_id_idx" ON "saas_user" USING btree ("enterprise_id");--> statement-breakpoint
CREATE INDEX "saas_user_enterprise_id_is_active_is_super_idx" ON "saas_user" USING btree ("enterprise_id","is_active","is_super");--> statement-breakpoint
CREATE INDEX "saas_supply_check_enterprise_id_idx" ON "saas_supply_check" USING btree ("enterprise_id");--> statement-breakpoint
CREATE INDEX "saas_supply_check_status_created_at_id_idx" ON "saas_supply_check" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "advertisement_slot_starts_at_ends_at_idx" ON "advertisement" USING btree ("slot","starts_at","ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "show_block_page_block_key_unique" ON "show_block" USING btree ("page","block_key");--> statement-breakpoint
CREATE INDEX "show_plan_items_parent_idx" ON "show_plan_items" USING btree ("parent_id","position");--> statement-breakpoint
CREATE INDEX "recommend_slot_companies_parent_idx" ON "recommend_slot_companies" USING btree ("parent_id","position");--> statement-breakpoint
CREATE INDEX "user_feedback_status_created_at_id_idx" ON "user_feedback" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "site_link_kind_url_unique" ON "site_link" USING btree ("kind","url");--> statement-breakpoint
CREATE INDEX "activity_awards_parent_idx" ON "activity_awards" USING btree ("parent_id","position");--> statement-breakpoint
CREATE INDEX "activity_application_activity_id_idx" ON "activity_application" USING btree ("activity_id");--> statement-breakpoint
CREATE INDEX "activity_application_activity_id_created_at_id_idx" ON "activity_application" USING btree ("activity_id","created_at","id");--> statement-breakpoint
CREATE INDEX "portal_banners_parent_idx" ON "portal_banners" USING btree ("parent_id","position");--> statement-breakpoint
CREATE INDEX "portal_panels_parent_idx" ON "portal_panels" USING btree ("parent_id","position");--> statement-breakpoint
CREATE INDEX "keyword_hit_keyword_id_idx" ON "keyword_hit" USING btree ("keyword_id");--> statement-breakpoint
CREATE UNIQUE INDEX "keyword_hit_keyword_id_source_content_id_unique" ON "keyword_hit" USING btree ("keyword_id","source","content_id");--> statement-breakpoint
CREATE UNIQUE INDEX "qrcode_code_unique" ON "qrcode" USING btree ("code") WHERE "qrcode"."code" <> '';--> statement-breakpoint
CREATE INDEX "tracking_point_page_id_idx" ON "tracking_point" USING btree ("page_id");--> statement-breakpoint
ALTER TABLE "video" ADD CONSTRAINT "video_subject_id_subject_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subject"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_comment" ADD CONSTRAINT "video_comment_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_comment" ADD CONSTRAINT "video_comment_application_id_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."application"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal" ADD CONSTRAINT "proposal_saas_enterprise_id_saas_enterprise_id_fk" FOREIGN KEY ("saas_enterprise_id") REFERENCES "public"."saas_enterprise"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal" ADD CONSTRAINT "proposal_user_id_site_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."site_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal" ADD CONSTRAINT "proposal_demand_id_demand_id_fk" FOREIGN KEY ("demand_id") REFERENCES "public"."demand"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal" ADD CONSTRAINT "proposal_handler_id_admin_user_id_fk" FOREIGN KEY ("handler_id") REFERENCES "public"."admin_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "video_subject_id_idx" ON "video" USING btree ("subject_id");--> statement-breakpoint
CREATE INDEX "video_comment_video_id_idx" ON "video_comment" USING btree ("video_id");--> statement-breakpoint
CREATE INDEX "video_comment_news_id_idx" ON "video_comment" USING btree ("news_id");--> statement-breakpoint
CREATE INDEX "video_comment_application_id_idx" ON "video_comment" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "video_comment_target_type_is_check_created_at_id_idx" ON "video_comment" USING btree ("target_type","is_check","created_at","id");--> statement-breakpoint
CREATE INDEX "proposal_saas_enterprise_id_idx" ON "proposal" USING btree ("saas_enterprise_id");--> statement-breakpoint
CREATE INDEX "proposal_user_id_idx" ON "proposal" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "proposal_demand_id_idx" ON "proposal" USING btree ("demand_id");--> statement-breakpoint
CREATE INDEX "proposal_handler_id_idx" ON "proposal" USING btree ("handler_id");--> statement-breakpoint
ALTER TABLE "proposal" ADD CONSTRAINT "proposal_status_check" CHECK ("proposal"."status" in (0, 1, 2, 3));