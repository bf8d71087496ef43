DROP INDEX "users_created_idx";--> statement-breakpoint
CREATE INDEX "users_deleted_idx" ON "users" USING btree ("deleted_at") WHERE "users"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "users"."deleted_at" is null;