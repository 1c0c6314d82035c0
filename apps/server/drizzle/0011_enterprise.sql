CREATE TABLE "company_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"name" varchar(64) NOT NULL,
	"role" varchar(64) DEFAULT '' NOT NULL,
	"phone" varchar(32) DEFAULT '' NOT NULL,
	"email" varchar(200) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_group" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_zh" varchar(200) NOT NULL,
	"name_en" varchar(200) DEFAULT '' NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"country" varchar(64) DEFAULT '' NOT NULL,
	"website" varchar(255) DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_group_name_zh_unique" UNIQUE("name_zh")
);
--> statement-breakpoint
CREATE TABLE "factory_type" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(64) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "factory_type_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "factory_special_tag" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(64) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "factory_special_tag_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "foundry_model" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(64) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "foundry_model_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "factory" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"company_id" integer NOT NULL,
	"type_id" integer,
	"region" varchar(100) DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"latitude" numeric(9, 6),
	"longitude" numeric(10, 6),
	"area" numeric(18, 0),
	"capacity" numeric(18, 0),
	"certifications" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "factory_special_tags" (
	"owner_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "factory_special_tags_owner_id_target_id_pk" PRIMARY KEY("owner_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "factory_foundry_models" (
	"owner_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "factory_foundry_models_owner_id_target_id_pk" PRIMARY KEY("owner_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "factory_attributes" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"name" varchar(64) NOT NULL,
	"value" varchar(200) NOT NULL,
	"unit" varchar(32) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "factory_reputation" (
	"id" serial PRIMARY KEY NOT NULL,
	"factory_id" integer NOT NULL,
	"source" varchar(100) NOT NULL,
	"score" numeric(18, 1) NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"rated_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "equipment_type" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(64) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "equipment_type_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "equipment_second_type" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(64) NOT NULL,
	"type_id" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "equipment" (
	"id" serial PRIMARY KEY NOT NULL,
	"factory_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"second_type_id" integer,
	"brand" varchar(100) DEFAULT '' NOT NULL,
	"model" varchar(100) NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"year" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "colleague" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(64) NOT NULL,
	"company_id" integer NOT NULL,
	"title" varchar(64) DEFAULT '' NOT NULL,
	"phone" varchar(32) DEFAULT '' NOT NULL,
	"email" varchar(200) DEFAULT '' NOT NULL,
	"wechat" varchar(64) DEFAULT '' NOT NULL,
	"site_user" varchar(64) DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"owner_id" integer,
	"stage" varchar(64) DEFAULT 'lead' NOT NULL,
	"next_follow_up" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_company_id_unique" UNIQUE("company_id")
);
--> statement-breakpoint
CREATE TABLE "client_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"noted_on" date,
	"content" text NOT NULL
);
--> statement-breakpoint
DROP INDEX "network_expansion_service_status_idx";--> statement-breakpoint
ALTER TABLE "network_expansion_service" ALTER COLUMN "user_name" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "network_expansion_service" ALTER COLUMN "target_company" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "network_expansion_service" ALTER COLUMN "status" SET DATA TYPE integer;--> statement-breakpoint
ALTER TABLE "network_expansion_service" ADD COLUMN "company_id" integer;--> statement-breakpoint
ALTER TABLE "network_expansion_service" ADD COLUMN "assignee_id" integer;--> statement-breakpoint
ALTER TABLE "network_expansion_service" ADD COLUMN "handle_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "network_expansion_service" ADD COLUMN "decline_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "network_expansion_service" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "group_id" integer;--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "type" varchar(64) DEFAULT 'manufacturer' NOT NULL;--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "credit_code" varchar(18) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "region" varchar(100) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "latitude" numeric(9, 6);--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "longitude" numeric(10, 6);--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "trademark" ADD COLUMN "logo" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "trademark" ADD COLUMN "classes" varchar(200) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_contacts" ADD CONSTRAINT "company_contacts_parent_id_company_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "factory" ADD CONSTRAINT "factory_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "factory" ADD CONSTRAINT "factory_type_id_factory_type_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."factory_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "factory_special_tags" ADD CONSTRAINT "factory_special_tags_owner_id_factory_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."factory"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "factory_special_tags" ADD CONSTRAINT "factory_special_tags_target_id_factory_special_tag_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."factory_special_tag"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "factory_foundry_models" ADD CONSTRAINT "factory_foundry_models_owner_id_factory_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."factory"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "factory_foundry_models" ADD CONSTRAINT "factory_foundry_models_target_id_foundry_model_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."foundry_model"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "factory_attributes" ADD CONSTRAINT "factory_attributes_parent_id_factory_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."factory"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "factory_reputation" ADD CONSTRAINT "factory_reputation_factory_id_factory_id_fk" FOREIGN KEY ("factory_id") REFERENCES "public"."factory"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_second_type" ADD CONSTRAINT "equipment_second_type_type_id_equipment_type_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."equipment_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment" ADD CONSTRAINT "equipment_factory_id_factory_id_fk" FOREIGN KEY ("factory_id") REFERENCES "public"."factory"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment" ADD CONSTRAINT "equipment_type_id_equipment_type_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."equipment_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment" ADD CONSTRAINT "equipment_second_type_id_equipment_second_type_id_fk" FOREIGN KEY ("second_type_id") REFERENCES "public"."equipment_second_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "colleague" ADD CONSTRAINT "colleague_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client" ADD CONSTRAINT "client_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client" ADD CONSTRAINT "client_owner_id_admin_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."admin_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_notes" ADD CONSTRAINT "client_notes_parent_id_client_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."client"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_contacts_parent_idx" ON "company_contacts" USING btree ("parent_id","position");--> statement-breakpoint
CREATE INDEX "factory_company_id_idx" ON "factory" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "factory_type_id_idx" ON "factory" USING btree ("type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "factory_company_id_name_unique" ON "factory" USING btree ("company_id","name");--> statement-breakpoint
CREATE INDEX "factory_special_tags_target_id_idx" ON "factory_special_tags" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "factory_foundry_models_target_id_idx" ON "factory_foundry_models" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "factory_attributes_parent_idx" ON "factory_attributes" USING btree ("parent_id","position");--> statement-breakpoint
CREATE INDEX "factory_reputation_factory_id_idx" ON "factory_reputation" USING btree ("factory_id");--> statement-breakpoint
CREATE INDEX "equipment_second_type_type_id_idx" ON "equipment_second_type" USING btree ("type_id");--> statement-breakpoint
CREATE INDEX "equipment_second_type_type_id_sort_idx" ON "equipment_second_type" USING btree ("type_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "equipment_second_type_type_id_name_unique" ON "equipment_second_type" USING btree ("type_id","name");--> statement-breakpoint
CREATE INDEX "equipment_factory_id_idx" ON "equipment" USING btree ("factory_id");--> statement-breakpoint
CREATE INDEX "equipment_type_id_idx" ON "equipment" USING btree ("type_id");--> statement-breakpoint
CREATE INDEX "equipment_second_type_id_idx" ON "equipment" USING btree ("second_type_id");--> statement-breakpoint
CREATE INDEX "colleague_company_id_idx" ON "colleague" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "client_company_id_idx" ON "client" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "client_owner_id_idx" ON "client" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "client_notes_parent_idx" ON "client_notes" USING btree ("parent_id","position");--> statement-breakpoint
ALTER TABLE "network_expansion_service" ADD CONSTRAINT "network_expansion_service_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "network_expansion_service" ADD CONSTRAINT "network_expansion_service_assignee_id_admin_user_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."admin_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company" ADD CONSTRAINT "company_group_id_company_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."company_group"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "network_expansion_service_company_id_idx" ON "network_expansion_service" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "network_expansion_service_assignee_id_idx" ON "network_expansion_service" USING btree ("assignee_id");--> statement-breakpoint
CREATE INDEX "network_expansion_service_status_created_at_id_idx" ON "network_expansion_service" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "company_credit_code_unique" ON "company" USING btree ("credit_code") WHERE "company"."credit_code" <> '';--> statement-breakpoint
CREATE INDEX "company_group_id_idx" ON "company" USING btree ("group_id");--> statement-breakpoint
ALTER TABLE "network_expansion_service" DROP COLUMN "is_demo";--> statement-breakpoint
ALTER TABLE "network_expansion_service" ADD CONSTRAINT "network_expansion_service_status_check" CHECK ("network_expansion_service"."status" in (0, 1, 2));--> statement-breakpoint
-- Hand-written (issue 11): requests handled before they were a family keep the time of their last change as
-- their handling time, and each request is matched with the company whose name it spells, when one does.
UPDATE "network_expansion_service" SET "handled_at" = "updated_at" WHERE "status" <> 0 AND "handled_at" IS NULL;--> statement-breakpoint
UPDATE "network_expansion_service" n SET "company_id" = c."id" FROM "company" c WHERE n."company_id" IS NULL AND n."target_company" <> '' AND lower(n."target_company") IN (lower(c."name_zh"), lower(c."name_en"), lower(c."short_name"));
