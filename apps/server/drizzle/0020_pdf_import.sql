CREATE TABLE "datasheet_cache_source" (
	"cache_id" integer PRIMARY KEY NOT NULL,
	"file" varchar(255) NOT NULL,
	"extractor" varchar(16) DEFAULT 'rules' NOT NULL,
	"pages" jsonb NOT NULL,
	"marks" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "condition" ADD COLUMN "direction" varchar(8);