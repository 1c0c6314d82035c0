ALTER TABLE "company" ADD COLUMN "waiting_requests" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A declared count (the network-expansion requests waiting, status 0, that name the company): set from the rows
-- already there; the engine keeps it from here on.
UPDATE "company" SET "waiting_requests" = (SELECT count(*)::int FROM "network_expansion_service" r WHERE r."company_id" = "company"."id" AND r."status" = 0);
