ALTER TABLE "plan_invoices" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "plan_invoices" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "plan_invoices" ADD COLUMN "refund_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "plan_invoices" ADD CONSTRAINT "plan_invoices_refunded_check" CHECK ("plan_invoices"."refunded_cents" between 0 and "plan_invoices"."amount_cents");