CREATE TABLE "personal_data_access" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"admin_id" integer,
	"family" varchar(64) NOT NULL,
	"row_id" integer NOT NULL,
	"fields" text NOT NULL,
	"purpose" varchar(16) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "personal_data_access" ADD CONSTRAINT "personal_data_access_admin_id_admin_user_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admin_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "personal_data_access_admin_id_idx" ON "personal_data_access" USING btree ("admin_id");--> statement-breakpoint
CREATE INDEX "personal_data_access_created_at_idx" ON "personal_data_access" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "personal_data_access_family_row_id_idx" ON "personal_data_access" USING btree ("family","row_id");--> statement-breakpoint
-- Views of contact data were written to the change history as `reveal` rows ({field: [purpose, purpose]}); they
-- move to the access record, and the change history keeps changes only.
INSERT INTO "personal_data_access" ("admin_id", "family", "row_id", "fields", "purpose", "created_at")
SELECT "admin_id", "family", "row_id",
  (SELECT string_agg("key", ',' ORDER BY "key") FROM jsonb_object_keys("changes") AS "key"),
  CASE WHEN ("changes" -> (SELECT min("key") FROM jsonb_object_keys("changes") AS "key") ->> 0)
    IN ('list', 'detail', 'export', 'contact', 'history')
  THEN ("changes" -> (SELECT min("key") FROM jsonb_object_keys("changes") AS "key") ->> 0) ELSE 'list' END,
  "created_at"
FROM "audit_log"
WHERE "action" = 'reveal' AND jsonb_typeof("changes") = 'object' AND "changes" <> '{}'::jsonb;--> statement-breakpoint
DELETE FROM "audit_log" WHERE "action" = 'reveal';
