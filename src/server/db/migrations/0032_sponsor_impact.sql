CREATE TABLE "sponsor_clicks" (
	"business_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"day" date NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sponsor_clicks_business_id_team_id_day_pk" PRIMARY KEY("business_id","team_id","day")
);
--> statement-breakpoint
CREATE TABLE "team_page_views" (
	"team_id" uuid NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "team_page_views_team_id_day_pk" PRIMARY KEY("team_id","day")
);
--> statement-breakpoint
ALTER TABLE "sponsor_clicks" ADD CONSTRAINT "sponsor_clicks_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_clicks" ADD CONSTRAINT "sponsor_clicks_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_page_views" ADD CONSTRAINT "team_page_views_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;