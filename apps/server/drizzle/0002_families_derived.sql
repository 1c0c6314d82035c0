ALTER TABLE "api_authority" DROP CONSTRAINT "api_authority_path_method_unique";--> statement-breakpoint
-- Renamed, not rebuilt: the access log may be large.
ALTER INDEX "access_log_admin_idx" RENAME TO "access_log_admin_id_idx";--> statement-breakpoint
ALTER TABLE "admin_user" ALTER COLUMN "role" SET DATA TYPE varchar(64);--> statement-breakpoint
ALTER TABLE "admin_user" ALTER COLUMN "role" SET DEFAULT 'admin';--> statement-breakpoint
ALTER TABLE "tag" ALTER COLUMN "name" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "setting_key" ALTER COLUMN "key" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "menu_record" ALTER COLUMN "path" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "menu_record" ALTER COLUMN "name_zh" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "menu_record" ALTER COLUMN "name_en" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "cache_rule" ALTER COLUMN "name" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "cache_rule" ALTER COLUMN "pattern" DROP DEFAULT;--> statement-breakpoint
CREATE UNIQUE INDEX "api_authority_path_method_unique" ON "api_authority" USING btree ("path","method");