CREATE TABLE "access_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"admin_id" integer,
	"method" varchar(10) NOT NULL,
	"path" text NOT NULL,
	"status" smallint NOT NULL,
	"ip" varchar(64) NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"duration_ms" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_session" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "admin_session_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "admin_user" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" varchar(64) NOT NULL,
	"password_hash" text NOT NULL,
	"name" varchar(64) DEFAULT '' NOT NULL,
	"avatar" text DEFAULT '' NOT NULL,
	"role" text DEFAULT 'admin' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone,
	CONSTRAINT "admin_user_username_unique" UNIQUE("username"),
	CONSTRAINT "admin_user_role_check" CHECK ("admin_user"."role" in ('super_admin', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "login_failure" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"username" varchar(64) NOT NULL,
	"ip" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_comment" (
	"id" serial PRIMARY KEY NOT NULL,
	"video_id" integer NOT NULL,
	"user_name" varchar(64) DEFAULT '' NOT NULL,
	"content" text NOT NULL,
	"is_check" smallint DEFAULT 0 NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_user_api_role" (
	"user_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	CONSTRAINT "admin_user_api_role_user_id_role_id_pk" PRIMARY KEY("user_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "admin_user_layout_role" (
	"user_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	CONSTRAINT "admin_user_layout_role_user_id_role_id_pk" PRIMARY KEY("user_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "api_authority" (
	"id" serial PRIMARY KEY NOT NULL,
	"path" varchar(255) NOT NULL,
	"method" varchar(10) NOT NULL,
	"name" varchar(128) NOT NULL,
	"need_login" boolean DEFAULT true NOT NULL,
	"need_judge" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "api_authority_path_method_unique" UNIQUE("path","method")
);
--> statement-breakpoint
CREATE TABLE "api_role" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(64) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "api_role_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "api_role_authority" (
	"role_id" integer NOT NULL,
	"authority_id" integer NOT NULL,
	CONSTRAINT "api_role_authority_role_id_authority_id_pk" PRIMARY KEY("role_id","authority_id")
);
--> statement-breakpoint
CREATE TABLE "layout_authority" (
	"id" serial PRIMARY KEY NOT NULL,
	"path" varchar(255) NOT NULL,
	"name" varchar(128) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "layout_authority_path_unique" UNIQUE("path")
);
--> statement-breakpoint
CREATE TABLE "layout_role" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(64) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "layout_role_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "layout_role_authority" (
	"role_id" integer NOT NULL,
	"authority_id" integer NOT NULL,
	CONSTRAINT "layout_role_authority_role_id_authority_id_pk" PRIMARY KEY("role_id","authority_id")
);
--> statement-breakpoint
CREATE TABLE "network_expansion_service" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_name" varchar(64) DEFAULT '' NOT NULL,
	"company_name" varchar(200) DEFAULT '' NOT NULL,
	"target_company" varchar(200) DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proposal" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" varchar(16) NOT NULL,
	"title" varchar(200) NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"company_name" varchar(200) DEFAULT '' NOT NULL,
	"user_name" varchar(64) DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "proposal_source_check" CHECK ("proposal"."source" in ('saas', 'user'))
);
--> statement-breakpoint
ALTER TABLE "access_log" ADD CONSTRAINT "access_log_admin_id_admin_user_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admin_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_session" ADD CONSTRAINT "admin_session_user_id_admin_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."admin_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_comment" ADD CONSTRAINT "video_comment_video_id_video_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."video"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_user_api_role" ADD CONSTRAINT "admin_user_api_role_user_id_admin_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."admin_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_user_api_role" ADD CONSTRAINT "admin_user_api_role_role_id_api_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."api_role"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_user_layout_role" ADD CONSTRAINT "admin_user_layout_role_user_id_admin_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."admin_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_user_layout_role" ADD CONSTRAINT "admin_user_layout_role_role_id_layout_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."layout_role"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_role_authority" ADD CONSTRAINT "api_role_authority_role_id_api_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."api_role"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_role_authority" ADD CONSTRAINT "api_role_authority_authority_id_api_authority_id_fk" FOREIGN KEY ("authority_id") REFERENCES "public"."api_authority"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "layout_role_authority" ADD CONSTRAINT "layout_role_authority_role_id_layout_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."layout_role"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "layout_role_authority" ADD CONSTRAINT "layout_role_authority_authority_id_layout_authority_id_fk" FOREIGN KEY ("authority_id") REFERENCES "public"."layout_authority"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_log_created_at_idx" ON "access_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "access_log_admin_idx" ON "access_log" USING btree ("admin_id");--> statement-breakpoint
CREATE INDEX "admin_session_user_idx" ON "admin_session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "login_failure_username_idx" ON "login_failure" USING btree ("username","created_at");--> statement-breakpoint
CREATE INDEX "login_failure_ip_idx" ON "login_failure" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "video_comment_is_check_idx" ON "video_comment" USING btree ("is_check");--> statement-breakpoint
CREATE INDEX "video_comment_video_idx" ON "video_comment" USING btree ("video_id");--> statement-breakpoint
CREATE INDEX "network_expansion_service_status_idx" ON "network_expansion_service" USING btree ("status");--> statement-breakpoint
CREATE INDEX "proposal_source_status_idx" ON "proposal" USING btree ("source","status");