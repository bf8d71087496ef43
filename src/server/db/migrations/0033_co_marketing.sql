CREATE TABLE "co_marketing_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"idea" text NOT NULL,
	"timing" text,
	"team_names" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone,
	"handled_by" uuid,
	CONSTRAINT "co_marketing_requests_kind_check" CHECK ("co_marketing_requests"."kind" in ('game_day', 'social', 'in_store', 'other'))
);
--> statement-breakpoint
ALTER TABLE "co_marketing_requests" ADD CONSTRAINT "co_marketing_requests_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "co_marketing_requests" ADD CONSTRAINT "co_marketing_requests_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "co_marketing_requests_created_idx" ON "co_marketing_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "co_marketing_requests_business_idx" ON "co_marketing_requests" USING btree ("business_id");