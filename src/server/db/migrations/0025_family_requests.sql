CREATE TABLE "family_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"player_id" uuid,
	"player_name" text NOT NULL,
	"requester_name" text NOT NULL,
	"requester_email" text NOT NULL,
	"kind" text NOT NULL,
	"message" text,
	"status" text DEFAULT 'open' NOT NULL,
	"outcome" text,
	"response" text,
	"due_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "family_requests_kind_check" CHECK ("family_requests"."kind" in ('hide_page', 'remove_data')),
	CONSTRAINT "family_requests_status_check" CHECK ("family_requests"."status" in ('open', 'done', 'declined'))
);
--> statement-breakpoint
ALTER TABLE "family_requests" ADD CONSTRAINT "family_requests_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_requests" ADD CONSTRAINT "family_requests_player_id_team_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."team_players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "family_requests_team_created_idx" ON "family_requests" USING btree ("team_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "family_requests_created_idx" ON "family_requests" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "family_requests_open_due_idx" ON "family_requests" USING btree ("due_at") WHERE "family_requests"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "family_requests_open_key" ON "family_requests" USING btree ("player_id","requester_email","kind") WHERE "family_requests"."status" = 'open';