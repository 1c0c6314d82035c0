CREATE TABLE "sitemap_file" (
	"name" varchar(64) PRIMARY KEY NOT NULL,
	"xml" text NOT NULL,
	"url_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
