ALTER TABLE "user_feedback" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "user_feedback" ADD CONSTRAINT "user_feedback_user_id_site_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."site_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_feedback_user_id_idx" ON "user_feedback" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_feedback_user_id_created_at_id_idx" ON "user_feedback" USING btree ("user_id","created_at","id");--> statement-breakpoint
-- One feedback family: what users sent through their account (/user/feedback) moves to /operation/user_feedback,
-- naming the account; answered (1) is replied (1) there. The contact stays on the account, masked by permission.
INSERT INTO "user_feedback" ("user_id", "user_name", "category", "content", "status", "reply", "replied_at", "created_at", "updated_at")
SELECT f."user_id", left(coalesce(nullif(u."name", ''), '用户 ' || u."id"), 64), 'other', f."content", f."status", f."reply", f."answered_at", f."created_at", f."updated_at"
FROM "site_user_feedback" f JOIN "site_user" u ON u."id" = f."user_id"
ORDER BY f."id";--> statement-breakpoint
DROP TABLE "site_user_feedback" CASCADE;
