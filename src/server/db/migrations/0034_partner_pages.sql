CREATE TABLE "partner_pages" (
	"business_id" uuid PRIMARY KEY NOT NULL,
	"headline" text NOT NULL,
	"story" text,
	"brand_color" text NOT NULL,
	"banner" "bytea",
	"banner_type" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "partner_pages" ADD CONSTRAINT "partner_pages_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;