CREATE TABLE "search_document" (
	"kind" varchar(32) NOT NULL,
	"row_id" bigint NOT NULL,
	"title" text NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"words" "tsvector" NOT NULL,
	"indexed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_document_kind_row_id_pk" PRIMARY KEY("kind","row_id")
);
--> statement-breakpoint
CREATE TABLE "analysis_user_view" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(64) NOT NULL,
	"owner_id" integer,
	"query" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_campaign" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"subject" varchar(200) NOT NULL,
	"content" text NOT NULL,
	"tag_id" integer,
	"user_filter" jsonb,
	"batch_size" smallint DEFAULT 50 NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"recipient_count" integer DEFAULT 0 NOT NULL,
	"sent_count" integer DEFAULT 0 NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"bounced_count" integer DEFAULT 0 NOT NULL,
	"skipped_count" integer DEFAULT 0 NOT NULL,
	"sent_by" integer,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"link_base" text DEFAULT '' NOT NULL,
	"last_error" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_campaign_recipient" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"user_id" integer,
	"email" varchar(200) NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"batch" integer,
	"mail_id" integer,
	"error" text DEFAULT '' NOT NULL,
	"sent_at" timestamp with time zone,
	"unsubscribe_token" varchar(64) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_unsubscribe" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"email" varchar(200) NOT NULL,
	"campaign_id" integer,
	"unsubscribed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_unsubscribe_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "channel_payment" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" varchar(16) DEFAULT 'wechat' NOT NULL,
	"trade_no" varchar(64) NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"currency" varchar(64) DEFAULT 'CNY' NOT NULL,
	"status" varchar(16) DEFAULT 'success' NOT NULL,
	"purpose" varchar(16) DEFAULT 'demand' NOT NULL,
	"paid_at" timestamp with time zone,
	"demand_payment_id" integer,
	"payer" varchar(100) DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channel_payment_trade_no_unique" UNIQUE("trade_no")
);
--> statement-breakpoint
ALTER TABLE "analysis_user_view" ADD CONSTRAINT "analysis_user_view_owner_id_admin_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."admin_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_campaign" ADD CONSTRAINT "email_campaign_tag_id_tag_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tag"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_campaign" ADD CONSTRAINT "email_campaign_sent_by_admin_user_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."admin_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_campaign_recipient" ADD CONSTRAINT "email_campaign_recipient_campaign_id_email_campaign_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."email_campaign"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_campaign_recipient" ADD CONSTRAINT "email_campaign_recipient_user_id_site_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."site_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_campaign_recipient" ADD CONSTRAINT "email_campaign_recipient_mail_id_email_read_log_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."email_read_log"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_unsubscribe" ADD CONSTRAINT "email_unsubscribe_user_id_site_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."site_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_unsubscribe" ADD CONSTRAINT "email_unsubscribe_campaign_id_email_campaign_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."email_campaign"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_payment" ADD CONSTRAINT "channel_payment_demand_payment_id_demand_payment_id_fk" FOREIGN KEY ("demand_payment_id") REFERENCES "public"."demand_payment"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_document_words_idx" ON "search_document" USING gin ("words");--> statement-breakpoint
CREATE INDEX "analysis_user_view_owner_id_idx" ON "analysis_user_view" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "analysis_user_view_owner_id_updated_at_id_idx" ON "analysis_user_view" USING btree ("owner_id","updated_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "analysis_user_view_owner_id_name_unique" ON "analysis_user_view" USING btree ("owner_id","name");--> statement-breakpoint
CREATE INDEX "email_campaign_tag_id_idx" ON "email_campaign" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "email_campaign_sent_by_idx" ON "email_campaign" USING btree ("sent_by");--> statement-breakpoint
CREATE INDEX "email_campaign_status_created_at_id_idx" ON "email_campaign" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "email_campaign_recipient_unsubscribe_token_unique" ON "email_campaign_recipient" USING btree ("unsubscribe_token") WHERE "email_campaign_recipient"."unsubscribe_token" <> '';--> statement-breakpoint
CREATE INDEX "email_campaign_recipient_campaign_id_idx" ON "email_campaign_recipient" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "email_campaign_recipient_user_id_idx" ON "email_campaign_recipient" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "email_campaign_recipient_mail_id_idx" ON "email_campaign_recipient" USING btree ("mail_id");--> statement-breakpoint
CREATE INDEX "email_campaign_recipient_campaign_id_status_id_idx" ON "email_campaign_recipient" USING btree ("campaign_id","status","id");--> statement-breakpoint
CREATE INDEX "email_unsubscribe_user_id_idx" ON "email_unsubscribe" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "email_unsubscribe_campaign_id_idx" ON "email_unsubscribe" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "channel_payment_demand_payment_id_idx" ON "channel_payment" USING btree ("demand_payment_id");--> statement-breakpoint
CREATE INDEX "channel_payment_paid_at_id_idx" ON "channel_payment" USING btree ("paid_at","id");