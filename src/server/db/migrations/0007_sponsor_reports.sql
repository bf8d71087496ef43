CREATE TABLE "scheduled_sends" (
	"kind" text NOT NULL,
	"subject_key" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scheduled_sends_kind_subject_key_pk" PRIMARY KEY("kind","subject_key")
);
--> statement-breakpoint
CREATE TABLE "sponsorship_deliverables" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sponsorship_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"benefit" text NOT NULL,
	"delivered_on" date,
	"note" text,
	"photo" "bytea",
	"photo_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sponsorship_deliverables_photo_type_check" CHECK (("sponsorship_deliverables"."photo" is null) = ("sponsorship_deliverables"."photo_type" is null) and ("sponsorship_deliverables"."photo_type" is null or "sponsorship_deliverables"."photo_type" in ('image/jpeg', 'image/png', 'image/webp')))
);
--> statement-breakpoint
ALTER TABLE "sponsorships" ADD COLUMN "thank_you_note" text;--> statement-breakpoint
ALTER TABLE "sponsorship_deliverables" ADD CONSTRAINT "sponsorship_deliverables_sponsorship_id_sponsorships_id_fk" FOREIGN KEY ("sponsorship_id") REFERENCES "public"."sponsorships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scheduled_sends_sent_idx" ON "scheduled_sends" USING btree ("sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sponsorship_deliverables_position_key" ON "sponsorship_deliverables" USING btree ("sponsorship_id","position");