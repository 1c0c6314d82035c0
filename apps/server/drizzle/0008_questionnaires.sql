CREATE TABLE "questionnaire" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(100) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"question_count" integer DEFAULT 0 NOT NULL,
	"answer_count" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questionnaire_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"key" varchar(16) NOT NULL,
	"kind" varchar(64) NOT NULL,
	"title" varchar(200) NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"options" jsonb,
	"scale" smallint
);
--> statement-breakpoint
CREATE TABLE "questionnaire_answer" (
	"id" serial PRIMARY KEY NOT NULL,
	"questionnaire_id" integer NOT NULL,
	"respondent" varchar(64) DEFAULT '' NOT NULL,
	"company" varchar(100) DEFAULT '' NOT NULL,
	"contact" varchar(100) DEFAULT '' NOT NULL,
	"channel" varchar(64) DEFAULT 'offline' NOT NULL,
	"answers" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "questionnaire_questions" ADD CONSTRAINT "questionnaire_questions_parent_id_questionnaire_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."questionnaire"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_answer" ADD CONSTRAINT "questionnaire_answer_questionnaire_id_questionnaire_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."questionnaire"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "questionnaire_status_updated_at_id_idx" ON "questionnaire" USING btree ("status","updated_at","id");--> statement-breakpoint
CREATE INDEX "questionnaire_questions_parent_idx" ON "questionnaire_questions" USING btree ("parent_id","position");--> statement-breakpoint
CREATE INDEX "questionnaire_answer_questionnaire_id_idx" ON "questionnaire_answer" USING btree ("questionnaire_id");--> statement-breakpoint
CREATE INDEX "questionnaire_answer_questionnaire_id_created_at_id_idx" ON "questionnaire_answer" USING btree ("questionnaire_id","created_at","id");