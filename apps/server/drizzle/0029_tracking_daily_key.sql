CREATE TABLE "tracking_daily_key" (
	"day" date NOT NULL,
	"event" varchar(64) NOT NULL,
	"dim" varchar(16) NOT NULL,
	"key" text NOT NULL,
	"events" integer DEFAULT 0 NOT NULL,
	"empty" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tracking_daily_key_dim_day_event_key_pk" PRIMARY KEY("dim","day","event","key")
);
--> statement-breakpoint
-- The events already held, counted as ingestion now counts new ones (analytics/events.ts, keyedCounts).
INSERT INTO "tracking_daily_key" ("day", "event", "dim", "key", "events", "empty")
SELECT (e."occurred_at" AT TIME ZONE 'Asia/Shanghai')::date, e."event", k.dim, k.key, count(*)::int,
  count(*) FILTER (WHERE k.dim = 'keyword' AND (e."properties"->>'results')::int = 0)::int
FROM "tracking_event" e CROSS JOIN LATERAL (VALUES
  ('dsno', CASE WHEN e."event" IN ('ds_detail_view', 'ds_compare_add', 'ds_pdf_download') THEN e."properties"->>'dsno' END),
  ('keyword', CASE WHEN e."event" IN ('search_submit', 'supply_search') THEN e."properties"->>'keyword' END),
  ('pair', CASE WHEN e."event" = 'ds_compare_add' THEN least(e."properties"->>'dsno', e."properties"->>'with') || ' ↔ ' ||
    greatest(e."properties"->>'dsno', e."properties"->>'with') END),
  ('user', CASE WHEN e."user_id" IS NOT NULL AND e."event" IN ('ds_detail_view', 'ds_compare_add', 'ds_pdf_download',
    'company_contact_click', 'demand_submit') THEN e."user_id"::text END)
) AS k(dim, key)
WHERE k.key IS NOT NULL
GROUP BY 1, 2, 3, 4;
