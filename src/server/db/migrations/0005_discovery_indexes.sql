-- ILIKE '%text%' searches through trigram indexes (PGlite loads the extension in db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "teams_listed_created_idx" ON "teams" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "teams"."verification_status" in ('approved', 'verified');--> statement-breakpoint
CREATE INDEX "teams_search_trgm_idx" ON "teams" USING gin (("teams"."name" || E'\n' || coalesce("teams"."description", '') || E'\n' || "teams"."location") gin_trgm_ops);