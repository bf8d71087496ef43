ALTER TABLE "plan_subscriptions" ALTER COLUMN "team_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "plan_subscriptions" ADD COLUMN "business_id" uuid;--> statement-breakpoint
ALTER TABLE "plan_subscriptions" ADD CONSTRAINT "plan_subscriptions_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "plan_subscriptions_business_live_key" ON "plan_subscriptions" USING btree ("business_id") WHERE "plan_subscriptions"."status" in ('active', 'past_due');--> statement-breakpoint
CREATE UNIQUE INDEX "plan_subscriptions_business_checkout_key" ON "plan_subscriptions" USING btree ("business_id") WHERE "plan_subscriptions"."status" = 'checkout';--> statement-breakpoint
CREATE INDEX "plan_subscriptions_business_created_idx" ON "plan_subscriptions" USING btree ("business_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "plan_subscriptions" ADD CONSTRAINT "plan_subscriptions_account_check" CHECK (num_nonnulls("plan_subscriptions"."team_id", "plan_subscriptions"."business_id") = 1);--> statement-breakpoint
-- A business's plan decides where the business lists place it (Featured first, decision 0048): a change of
-- plan moves the listing version, as a change of the business itself does.
CREATE CONSTRAINT TRIGGER "plan_subscriptions_listing_version" AFTER INSERT OR UPDATE OR DELETE ON "plan_subscriptions"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_listing_version"();
