DROP INDEX "datasheet_status_updated_at_idx";--> statement-breakpoint
ALTER TABLE "condition" ADD COLUMN "heating_rate" numeric(18, 3);--> statement-breakpoint
CREATE INDEX "datasheet_updated_at_id_idx" ON "datasheet" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "datasheet_status_updated_at_id_idx" ON "datasheet" USING btree ("status","updated_at","id");--> statement-breakpoint
CREATE INDEX "datasheet_grade_ngram_idx" ON "datasheet" USING gin (engine_ngrams("grade"));