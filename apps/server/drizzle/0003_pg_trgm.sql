CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE SEQUENCE IF NOT EXISTS datasheet_dsno_seq;
