CREATE TABLE "plan_invoice_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"cents" integer NOT NULL,
	"refunded_total_cents" integer NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	CONSTRAINT "plan_invoice_refunds_cents_check" CHECK ("plan_invoice_refunds"."cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "plan_invoice_refunds" ADD CONSTRAINT "plan_invoice_refunds_invoice_id_plan_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."plan_invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "plan_invoice_refunds_total_key" ON "plan_invoice_refunds" USING btree ("invoice_id","refunded_total_cents");--> statement-breakpoint
CREATE INDEX "plan_invoice_refunds_occurred_idx" ON "plan_invoice_refunds" USING btree ("occurred_at");--> statement-breakpoint
-- Refunds recorded before the steps were: one step of the whole total, on the day of the last report.
INSERT INTO "plan_invoice_refunds" ("invoice_id", "cents", "refunded_total_cents", "occurred_at")
SELECT "id", "refunded_cents", "refunded_cents", "refunded_at" FROM "plan_invoices"
WHERE "refunded_cents" > 0 AND "refunded_at" IS NOT NULL;
