CREATE TABLE "team_expenses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"spent_on" date NOT NULL,
	"category" text NOT NULL,
	"description" text NOT NULL,
	"receipt" "bytea",
	"receipt_type" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_expenses_amount_check" CHECK ("team_expenses"."amount_cents" > 0),
	CONSTRAINT "team_expenses_category_check" CHECK ("team_expenses"."category" in ('uniforms', 'travel', 'fees', 'equipment', 'facilities', 'other')),
	CONSTRAINT "team_expenses_receipt_type_check" CHECK ("team_expenses"."receipt_type" in ('image/jpeg', 'image/png', 'image/webp', 'application/pdf')),
	CONSTRAINT "team_expenses_receipt_check" CHECK (("team_expenses"."receipt" is null) = ("team_expenses"."receipt_type" is null))
);
--> statement-breakpoint
ALTER TABLE "team_expenses" ADD CONSTRAINT "team_expenses_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_expenses" ADD CONSTRAINT "team_expenses_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "team_expenses_team_created_idx" ON "team_expenses" USING btree ("team_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);