CREATE TABLE "reconciliation_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"trigger" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"window_end" timestamp with time zone NOT NULL,
	"checked" integer DEFAULT 0 NOT NULL,
	"differences" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"finished_at" timestamp with time zone,
	"requested_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reconciliation_runs_provider_check" CHECK ("reconciliation_runs"."provider" in ('stripe', 'sandbox')),
	CONSTRAINT "reconciliation_runs_trigger_check" CHECK ("reconciliation_runs"."trigger" in ('nightly', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_balance_transactions" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"fee_cents" integer DEFAULT 0 NOT NULL,
	"source_ref" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_balance_transactions_type_check" CHECK ("sandbox_balance_transactions"."type" in ('charge', 'refund', 'transfer', 'transfer_reversal', 'dispute', 'dispute_won'))
);
--> statement-breakpoint
ALTER TABLE "reconciliation_runs" ADD CONSTRAINT "reconciliation_runs_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reconciliation_runs_nightly_key" ON "reconciliation_runs" USING btree ("provider","window_start") WHERE "reconciliation_runs"."trigger" = 'nightly';--> statement-breakpoint
CREATE INDEX "reconciliation_runs_created_idx" ON "reconciliation_runs" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sandbox_balance_transactions_created_idx" ON "sandbox_balance_transactions" USING btree ("created_at");