CREATE TABLE "account_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_tokens_purpose_check" CHECK ("account_tokens"."purpose" in ('verify_email'))
);
--> statement-breakpoint
CREATE TABLE "audit_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"action" text NOT NULL,
	"comment" text,
	"actor_id" uuid,
	"after_snapshot" jsonb,
	"ip" text,
	"request_id" text
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to_email" text NOT NULL,
	"to_name" text,
	"from_name" text,
	"reply_to" text,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_outbox_status_check" CHECK ("email_outbox"."status" in ('pending', 'sent', 'failed')),
	CONSTRAINT "email_outbox_attempts_check" CHECK ("email_outbox"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"last_attempt_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"user_agent" text,
	"ip" text
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_roles_user_id_role_pk" PRIMARY KEY("user_id","role"),
	CONSTRAINT "user_roles_role_check" CHECK ("user_roles"."role" in ('admin', 'business', 'team', 'user'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"full_name" text,
	"phone_number" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"email_verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_lower" CHECK ("users"."email" = lower("users"."email"))
);
--> statement-breakpoint
CREATE TABLE "businesses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_by" uuid NOT NULL,
	"business_name" text NOT NULL,
	"business_type" text NOT NULL,
	"industry" text,
	"number_of_locations" integer DEFAULT 1 NOT NULL,
	"number_of_employees" integer,
	"years_in_business" integer DEFAULT 0 NOT NULL,
	"primary_goal" text NOT NULL,
	"contact_name" text NOT NULL,
	"contact_title" text,
	"business_email" text NOT NULL,
	"phone_number" text NOT NULL,
	"business_address" text NOT NULL,
	"service_area" text,
	"website_url" text,
	"business_description" text NOT NULL,
	"primary_products_services" text NOT NULL,
	"operating_hours" text,
	"social_media_handles" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"previous_sponsorship_experience" boolean DEFAULT false NOT NULL,
	"partnership_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"sponsorship_categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"annual_budget_min_cents" integer DEFAULT 0 NOT NULL,
	"annual_budget_max_cents" integer,
	"preferred_amount_per_team_cents" integer,
	"seasonal_vs_yearround" text,
	"max_teams_supported" integer,
	"geographic_radius" text,
	"preferred_age_groups" text[] DEFAULT '{}'::text[] NOT NULL,
	"preferred_sports" text[] DEFAULT '{}'::text[] NOT NULL,
	"preferred_team_sizes" text[] DEFAULT '{}'::text[] NOT NULL,
	"competitive_level_preference" text[] DEFAULT '{}'::text[] NOT NULL,
	"partnership_goals" text[] DEFAULT '{}'::text[] NOT NULL,
	"logo_placement_preferences" text[] DEFAULT '{}'::text[] NOT NULL,
	"event_participation_interest" boolean DEFAULT false NOT NULL,
	"cross_promotional_interest" boolean DEFAULT false NOT NULL,
	"tax_id" text,
	"previous_sponsorship_references" text,
	"verification_status" text DEFAULT 'under_review' NOT NULL,
	"approved_at" timestamp with time zone,
	"signup_step" integer DEFAULT 6 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "businesses_business_type_check" CHECK ("businesses"."business_type" in ('restaurant', 'auto_dealer', 'medical_practice', 'retail', 'professional_services', 'manufacturing', 'technology', 'real_estate', 'financial_services', 'other')),
	CONSTRAINT "businesses_primary_goal_check" CHECK ("businesses"."primary_goal" in ('brand_awareness', 'customer_acquisition', 'employee_engagement', 'social_responsibility', 'marketing_objectives', 'roi_measurement')),
	CONSTRAINT "businesses_verification_status_check" CHECK ("businesses"."verification_status" in ('pending', 'under_review', 'approved', 'verified', 'rejected')),
	CONSTRAINT "businesses_locations_check" CHECK ("businesses"."number_of_locations" >= 1),
	CONSTRAINT "businesses_employees_check" CHECK ("businesses"."number_of_employees" >= 0),
	CONSTRAINT "businesses_years_check" CHECK ("businesses"."years_in_business" >= 0),
	CONSTRAINT "businesses_budget_min_check" CHECK ("businesses"."annual_budget_min_cents" >= 0),
	CONSTRAINT "businesses_budget_max_check" CHECK ("businesses"."annual_budget_max_cents" >= "businesses"."annual_budget_min_cents"),
	CONSTRAINT "businesses_amount_per_team_check" CHECK ("businesses"."preferred_amount_per_team_cents" >= 0),
	CONSTRAINT "businesses_max_teams_check" CHECK ("businesses"."max_teams_supported" >= 1),
	CONSTRAINT "businesses_signup_step_check" CHECK ("businesses"."signup_step" between 1 and 6)
);
--> statement-breakpoint
CREATE TABLE "email_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"match_id" uuid NOT NULL,
	"offer_id" uuid NOT NULL,
	"party" text NOT NULL,
	"action" text NOT NULL,
	"used_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_tokens_party_check" CHECK ("email_tokens"."party" in ('sponsor', 'team')),
	CONSTRAINT "email_tokens_action_check" CHECK ("email_tokens"."action" in ('ACCEPT', 'REJECT', 'CHANGES'))
);
--> statement-breakpoint
CREATE TABLE "matches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_need_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"intro_sent_at" timestamp with time zone,
	"sponsor_approved_at" timestamp with time zone,
	"team_approved_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"rejected_at" timestamp with time zone,
	"rejected_by" text,
	"changes_requested_at" timestamp with time zone,
	"changes_requested_by" text,
	"change_comment" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "matches_status_check" CHECK ("matches"."status" in ('DRAFT', 'PENDING_APPROVAL', 'INTRO_SENT', 'SPONSOR_APPROVED', 'TEAM_APPROVED', 'APPROVED', 'REJECTED', 'CHANGES_REQUESTED')),
	CONSTRAINT "matches_rejected_by_check" CHECK ("matches"."rejected_by" in ('sponsor', 'team')),
	CONSTRAINT "matches_changes_requested_by_check" CHECK ("matches"."changes_requested_by" in ('sponsor', 'team'))
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"match_id" uuid NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"amount_cents" integer NOT NULL,
	"amount_display" text NOT NULL,
	"summary" text,
	"tier_id" uuid,
	"tier_selected" text DEFAULT 'Custom' NOT NULL,
	"deliverables" text[] DEFAULT '{}'::text[] NOT NULL,
	"season_start" date,
	"season_end" date,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_version_check" CHECK ("offers"."version" >= 1),
	CONSTRAINT "offers_amount_check" CHECK ("offers"."amount_cents" >= 0),
	CONSTRAINT "offers_season_order_check" CHECK ("offers"."season_end" >= "offers"."season_start")
);
--> statement-breakpoint
CREATE TABLE "team_needs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"season_start" date,
	"season_end" date,
	"goal_amount_cents" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_needs_goal_check" CHECK ("team_needs"."goal_amount_cents" >= 0),
	CONSTRAINT "team_needs_season_order_check" CHECK ("team_needs"."season_end" >= "team_needs"."season_start")
);
--> statement-breakpoint
CREATE TABLE "manual_sponsors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"company_name" text NOT NULL,
	"company_address" text NOT NULL,
	"company_type" text NOT NULL,
	"contact_name" text NOT NULL,
	"contact_email" text NOT NULL,
	"contact_phone" text,
	"amount_sponsored" integer NOT NULL,
	"sponsorship_goals" text[] DEFAULT '{}'::text[] NOT NULL,
	"promotion_details" text,
	"social_media_handles" jsonb,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "manual_sponsors_amount_check" CHECK ("manual_sponsors"."amount_sponsored" >= 100),
	CONSTRAINT "manual_sponsors_goals_check" CHECK (cardinality("manual_sponsors"."sponsorship_goals") >= 1)
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sponsorship_id" uuid NOT NULL,
	"sender_id" uuid,
	"sender_type" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_sender_type_check" CHECK ("messages"."sender_type" in ('business', 'team')),
	CONSTRAINT "messages_not_blank" CHECK (btrim("messages"."message") <> '')
);
--> statement-breakpoint
CREATE TABLE "player_donations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid,
	"player_name" text NOT NULL,
	"team_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"is_recurring" boolean DEFAULT false NOT NULL,
	"donor_name" text,
	"donor_email" text,
	"show_name" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider" text,
	"payment_session_id" text,
	"provider_payment_id" text,
	"subscription_id" text,
	"renews_donation_id" uuid,
	"cancel_token_hash" text,
	"cancelled_at" timestamp with time zone,
	"next_renewal_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_donations_amount_check" CHECK ("player_donations"."amount" > 0 and "player_donations"."amount" <= 100000000),
	CONSTRAINT "player_donations_status_check" CHECK ("player_donations"."status" in ('pending', 'succeeded', 'failed', 'cancelled')),
	CONSTRAINT "player_donations_provider_check" CHECK ("player_donations"."provider" in ('stripe', 'sandbox'))
);
--> statement-breakpoint
CREATE TABLE "sponsorship_tiers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"amount" integer NOT NULL,
	"benefits" text[] DEFAULT '{}'::text[] NOT NULL,
	"logo_placement" text,
	"available_spots" integer DEFAULT 1 NOT NULL,
	"taken_spots" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sponsorship_tiers_amount_check" CHECK ("sponsorship_tiers"."amount" >= 0),
	CONSTRAINT "sponsorship_tiers_available_check" CHECK ("sponsorship_tiers"."available_spots" >= 0),
	CONSTRAINT "sponsorship_tiers_taken_check" CHECK ("sponsorship_tiers"."taken_spots" >= 0),
	CONSTRAINT "sponsorship_tiers_spots_check" CHECK ("sponsorship_tiers"."taken_spots" <= "sponsorship_tiers"."available_spots")
);
--> statement-breakpoint
CREATE TABLE "sponsorships" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"tier_id" uuid,
	"tier_name" text,
	"tier_benefits" text[] DEFAULT '{}'::text[] NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"payment_status" text DEFAULT 'pending' NOT NULL,
	"contract_start_date" date,
	"contract_end_date" date,
	"provider" text,
	"payment_session_id" text,
	"provider_payment_id" text,
	"expires_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sponsorships_amount_check" CHECK ("sponsorships"."amount" >= 0),
	CONSTRAINT "sponsorships_status_check" CHECK ("sponsorships"."status" in ('pending', 'active', 'completed', 'cancelled')),
	CONSTRAINT "sponsorships_payment_status_check" CHECK ("sponsorships"."payment_status" in ('pending', 'paid', 'failed')),
	CONSTRAINT "sponsorships_provider_check" CHECK ("sponsorships"."provider" in ('stripe', 'sandbox')),
	CONSTRAINT "sponsorships_contract_order_check" CHECK ("sponsorships"."contract_end_date" >= "sponsorships"."contract_start_date")
);
--> statement-breakpoint
CREATE TABLE "player_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"contact_name" text NOT NULL,
	"contact_email" text NOT NULL,
	"contact_type" text DEFAULT 'donor' NOT NULL,
	"notes" text,
	"unsubscribed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_contacts_contact_type_check" CHECK ("player_contacts"."contact_type" in ('donor', 'sponsor', 'supporter', 'other'))
);
--> statement-breakpoint
CREATE TABLE "team_players" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"player_name" text NOT NULL,
	"jersey_number" integer,
	"player_number" integer NOT NULL,
	"url_slug" text NOT NULL,
	"parent_name" text,
	"parent_email" text,
	"fundraising_goal_cents" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_players_jersey_number_check" CHECK ("team_players"."jersey_number" >= 0),
	CONSTRAINT "team_players_player_number_check" CHECK ("team_players"."player_number" >= 0),
	CONSTRAINT "team_players_goal_check" CHECK ("team_players"."fundraising_goal_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"sport" text DEFAULT 'Not specified' NOT NULL,
	"age_group" text DEFAULT 'Not specified' NOT NULL,
	"location" text DEFAULT 'Not specified' NOT NULL,
	"description" text,
	"contact_email" text NOT NULL,
	"contact_phone" text,
	"coach_name" text NOT NULL,
	"coach_bios" text,
	"team_size" integer,
	"league_name" text,
	"school_district" text,
	"team_achievements" text,
	"tax_exempt_status" boolean DEFAULT false NOT NULL,
	"season_start_date" date,
	"season_end_date" date,
	"partnership_timeline" text,
	"budget_range" text,
	"budget_min_cents" integer,
	"budget_max_cents" integer,
	"fundraising_goal_cents" integer,
	"partnership_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"team_offerings" text[] DEFAULT '{}'::text[] NOT NULL,
	"existing_sponsors" text[] DEFAULT '{}'::text[] NOT NULL,
	"social_media_handles" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"primary_goal" text,
	"fundraising_goals" text,
	"special_events" text,
	"season_goals" text,
	"practice_schedule" text,
	"coaching_staff" text,
	"verification_status" text DEFAULT 'pending' NOT NULL,
	"approved_at" timestamp with time zone,
	"created_by" uuid NOT NULL,
	"user_role" text,
	"signup_step" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teams_slug_format" CHECK ("teams"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "teams_verification_status_check" CHECK ("teams"."verification_status" in ('pending', 'under_review', 'approved', 'verified', 'rejected')),
	CONSTRAINT "teams_user_role_check" CHECK ("teams"."user_role" in ('head_coach', 'assistant_coach', 'team_manager', 'fundraising_coordinator', 'parent_volunteer')),
	CONSTRAINT "teams_team_size_check" CHECK ("teams"."team_size" >= 1),
	CONSTRAINT "teams_signup_step_check" CHECK ("teams"."signup_step" >= 1),
	CONSTRAINT "teams_budget_min_check" CHECK ("teams"."budget_min_cents" >= 0),
	CONSTRAINT "teams_budget_max_check" CHECK ("teams"."budget_max_cents" >= 0),
	CONSTRAINT "teams_budget_order_check" CHECK ("teams"."budget_max_cents" >= "teams"."budget_min_cents"),
	CONSTRAINT "teams_fundraising_goal_check" CHECK ("teams"."fundraising_goal_cents" >= 0),
	CONSTRAINT "teams_season_order_check" CHECK ("teams"."season_end_date" >= "teams"."season_start_date")
);
--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_logs" ADD CONSTRAINT "audit_logs_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_tokens" ADD CONSTRAINT "email_tokens_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_tokens" ADD CONSTRAINT "email_tokens_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_team_need_id_team_needs_id_fk" FOREIGN KEY ("team_need_id") REFERENCES "public"."team_needs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_tier_id_sponsorship_tiers_id_fk" FOREIGN KEY ("tier_id") REFERENCES "public"."sponsorship_tiers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_needs" ADD CONSTRAINT "team_needs_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_sponsors" ADD CONSTRAINT "manual_sponsors_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_sponsors" ADD CONSTRAINT "manual_sponsors_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sponsorship_id_sponsorships_id_fk" FOREIGN KEY ("sponsorship_id") REFERENCES "public"."sponsorships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_donations" ADD CONSTRAINT "player_donations_player_id_team_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."team_players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_donations" ADD CONSTRAINT "player_donations_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_donations" ADD CONSTRAINT "player_donations_renews_donation_id_player_donations_id_fk" FOREIGN KEY ("renews_donation_id") REFERENCES "public"."player_donations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsorship_tiers" ADD CONSTRAINT "sponsorship_tiers_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsorships" ADD CONSTRAINT "sponsorships_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsorships" ADD CONSTRAINT "sponsorships_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsorships" ADD CONSTRAINT "sponsorships_tier_id_sponsorship_tiers_id_fk" FOREIGN KEY ("tier_id") REFERENCES "public"."sponsorship_tiers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_contacts" ADD CONSTRAINT "player_contacts_player_id_team_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."team_players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_players" ADD CONSTRAINT "team_players_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_tokens_hash_key" ON "account_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "account_tokens_user_idx" ON "account_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "audit_logs_created_idx" ON "audit_logs" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_logs_action_created_idx" ON "audit_logs" USING btree ("action","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_logs_actor_idx" ON "audit_logs" USING btree ("actor_id");--> statement-breakpoint
CREATE INDEX "email_outbox_due_idx" ON "email_outbox" USING btree ("next_attempt_at") WHERE "email_outbox"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "email_outbox_created_idx" ON "email_outbox" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "user_roles_role_idx" ON "user_roles" USING btree ("role");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "businesses_created_by_key" ON "businesses" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "businesses_status_created_idx" ON "businesses" USING btree ("verification_status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "businesses_industry_idx" ON "businesses" USING btree ("industry");--> statement-breakpoint
CREATE UNIQUE INDEX "email_tokens_hash_key" ON "email_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "email_tokens_offer_party_idx" ON "email_tokens" USING btree ("offer_id","party");--> statement-breakpoint
CREATE INDEX "email_tokens_match_idx" ON "email_tokens" USING btree ("match_id");--> statement-breakpoint
CREATE INDEX "matches_team_need_idx" ON "matches" USING btree ("team_need_id");--> statement-breakpoint
CREATE INDEX "matches_business_idx" ON "matches" USING btree ("business_id");--> statement-breakpoint
CREATE INDEX "matches_status_created_idx" ON "matches" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "offers_match_version_key" ON "offers" USING btree ("match_id","version");--> statement-breakpoint
CREATE INDEX "offers_tier_idx" ON "offers" USING btree ("tier_id");--> statement-breakpoint
CREATE INDEX "team_needs_team_idx" ON "team_needs" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "manual_sponsors_team_created_idx" ON "manual_sponsors" USING btree ("team_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "messages_sponsorship_created_idx" ON "messages" USING btree ("sponsorship_id","created_at");--> statement-breakpoint
CREATE INDEX "messages_sender_idx" ON "messages" USING btree ("sender_id");--> statement-breakpoint
CREATE UNIQUE INDEX "player_donations_payment_session_key" ON "player_donations" USING btree ("payment_session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "player_donations_provider_payment_key" ON "player_donations" USING btree ("provider_payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "player_donations_cancel_token_key" ON "player_donations" USING btree ("cancel_token_hash");--> statement-breakpoint
CREATE INDEX "player_donations_player_idx" ON "player_donations" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "player_donations_team_status_idx" ON "player_donations" USING btree ("team_id","status");--> statement-breakpoint
CREATE INDEX "player_donations_subscription_idx" ON "player_donations" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "player_donations_renews_idx" ON "player_donations" USING btree ("renews_donation_id");--> statement-breakpoint
CREATE INDEX "player_donations_renewal_due_idx" ON "player_donations" USING btree ("next_renewal_at") WHERE "player_donations"."next_renewal_at" is not null and "player_donations"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "sponsorship_tiers_team_amount_idx" ON "sponsorship_tiers" USING btree ("team_id","amount");--> statement-breakpoint
CREATE UNIQUE INDEX "sponsorships_payment_session_key" ON "sponsorships" USING btree ("payment_session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sponsorships_provider_payment_key" ON "sponsorships" USING btree ("provider_payment_id");--> statement-breakpoint
CREATE INDEX "sponsorships_team_created_idx" ON "sponsorships" USING btree ("team_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sponsorships_business_created_idx" ON "sponsorships" USING btree ("business_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sponsorships_tier_idx" ON "sponsorships" USING btree ("tier_id");--> statement-breakpoint
CREATE INDEX "sponsorships_pending_expiry_idx" ON "sponsorships" USING btree ("expires_at") WHERE "sponsorships"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "player_contacts_player_created_idx" ON "player_contacts" USING btree ("player_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "team_players_url_slug_key" ON "team_players" USING btree ("url_slug");--> statement-breakpoint
CREATE UNIQUE INDEX "team_players_team_number_key" ON "team_players" USING btree ("team_id","player_number");--> statement-breakpoint
CREATE UNIQUE INDEX "team_players_team_jersey_key" ON "team_players" USING btree ("team_id","jersey_number") WHERE "team_players"."jersey_number" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "teams_slug_key" ON "teams" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "teams_created_by_idx" ON "teams" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "teams_status_created_idx" ON "teams" USING btree ("verification_status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "teams_sport_idx" ON "teams" USING btree ("sport");--> statement-breakpoint
CREATE INDEX "teams_location_idx" ON "teams" USING btree (lower("location"));