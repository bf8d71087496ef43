CREATE TABLE "payment_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"outcome" text,
	"sponsorship_id" uuid,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_provider_check" CHECK ("payment_events"."provider" in ('stripe', 'sandbox')),
	CONSTRAINT "payment_events_outcome_check" CHECK ("payment_events"."outcome" in ('fulfilled', 'failed', 'closed', 'refunded', 'refund_due', 'no_change', 'unmatched'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_checkout_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"mode" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"product_name" text NOT NULL,
	"description" text NOT NULL,
	"payee_name" text NOT NULL,
	"customer_email" text,
	"payer_user_id" uuid,
	"success_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"payment_id" text,
	"expires_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_checkout_sessions_mode_check" CHECK ("sandbox_checkout_sessions"."mode" in ('payment', 'subscription')),
	CONSTRAINT "sandbox_checkout_sessions_status_check" CHECK ("sandbox_checkout_sessions"."status" in ('open', 'paid', 'declined', 'cancelled', 'expired')),
	CONSTRAINT "sandbox_checkout_sessions_amount_check" CHECK ("sandbox_checkout_sessions"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_sponsorship_id_sponsorships_id_fk" FOREIGN KEY ("sponsorship_id") REFERENCES "public"."sponsorships"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_checkout_sessions" ADD CONSTRAINT "sandbox_checkout_sessions_payer_user_id_users_id_fk" FOREIGN KEY ("payer_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_provider_event_key" ON "payment_events" USING btree ("provider","event_id");--> statement-breakpoint
CREATE INDEX "payment_events_sponsorship_idx" ON "payment_events" USING btree ("sponsorship_id");--> statement-breakpoint
CREATE INDEX "payment_events_outcome_idx" ON "payment_events" USING btree ("outcome") WHERE "payment_events"."outcome" = 'refund_due';--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_checkout_sessions_payment_key" ON "sandbox_checkout_sessions" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "sandbox_checkout_sessions_payer_idx" ON "sandbox_checkout_sessions" USING btree ("payer_user_id");