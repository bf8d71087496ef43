DROP INDEX "refund_requests_sponsorship_key";--> statement-breakpoint
DROP INDEX "refund_requests_donation_key";--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "refunded_cents" integer;--> statement-breakpoint
ALTER TABLE "transfers" ADD COLUMN "reversed_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Until now a reversal took back the whole transfer.
UPDATE "transfers" SET "reversed_cents" = "amount_cents" WHERE "reversed_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "refund_requests_sponsorship_idx" ON "refund_requests" USING btree ("sponsorship_id");--> statement-breakpoint
CREATE INDEX "refund_requests_donation_idx" ON "refund_requests" USING btree ("donation_id");--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_reversed_check" CHECK ("transfers"."reversed_cents" between 0 and "transfers"."amount_cents");