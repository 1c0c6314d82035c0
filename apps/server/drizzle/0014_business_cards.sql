CREATE TABLE "business_card" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(64) NOT NULL,
	"company" varchar(200) DEFAULT '' NOT NULL,
	"title" varchar(64) DEFAULT '' NOT NULL,
	"mobile" varchar(32) DEFAULT '' NOT NULL,
	"office_phone" varchar(32) DEFAULT '' NOT NULL,
	"email" varchar(200) DEFAULT '' NOT NULL,
	"wechat" varchar(64) DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"card_image" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"company_id" integer,
	"source" varchar(64) DEFAULT 'manual' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_card_cache" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(64) NOT NULL,
	"company" varchar(200) DEFAULT '' NOT NULL,
	"title" varchar(64) DEFAULT '' NOT NULL,
	"mobile" varchar(32) DEFAULT '' NOT NULL,
	"office_phone" varchar(32) DEFAULT '' NOT NULL,
	"email" varchar(200) DEFAULT '' NOT NULL,
	"wechat" varchar(64) DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"card_image" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"card_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "business_card" ADD CONSTRAINT "business_card_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_card_cache" ADD CONSTRAINT "business_card_cache_card_id_business_card_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."business_card"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_card_company_id_idx" ON "business_card" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "business_card_cache_card_id_idx" ON "business_card_cache" USING btree ("card_id");