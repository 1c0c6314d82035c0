CREATE TABLE "ai_conversation" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(100) NOT NULL,
	"owner_id" integer,
	"model" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_message" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"owner_id" integer,
	"role" varchar(16) NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"tool_calls" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_message_role_check" CHECK ("ai_message"."role" in ('user', 'assistant', 'tool'))
);
--> statement-breakpoint
CREATE TABLE "ai_filter" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"family" varchar(32) NOT NULL,
	"prompt" text NOT NULL,
	"query" jsonb,
	"owner_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ai_conversation" ADD CONSTRAINT "ai_conversation_owner_id_admin_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."admin_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_message" ADD CONSTRAINT "ai_message_conversation_id_ai_conversation_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."ai_conversation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_message" ADD CONSTRAINT "ai_message_owner_id_admin_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."admin_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_filter" ADD CONSTRAINT "ai_filter_owner_id_admin_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."admin_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_conversation_owner_id_idx" ON "ai_conversation" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "ai_conversation_owner_id_updated_at_id_idx" ON "ai_conversation" USING btree ("owner_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "ai_message_conversation_id_idx" ON "ai_message" USING btree ("conversation_id");--> statement-breakpoint
CREATE INDEX "ai_message_owner_id_idx" ON "ai_message" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "ai_message_conversation_id_id_idx" ON "ai_message" USING btree ("conversation_id","id");--> statement-breakpoint
CREATE INDEX "ai_filter_owner_id_idx" ON "ai_filter" USING btree ("owner_id");