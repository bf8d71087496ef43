-- The season report's PDF was drawn in every rollover's transaction, a quarter of the server's thread while a
-- league rolls over (issue 24). An attachment may now be stored as what it is drawn from (the report, as
-- JSON) and drawn by the outbox when its message goes out: one or the other, never both or neither.
ALTER TABLE "email_attachments" ALTER COLUMN "content" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "email_attachments" ADD COLUMN "drawing" jsonb;--> statement-breakpoint
ALTER TABLE "email_attachments" ADD CONSTRAINT "email_attachments_content_or_drawing_check" CHECK (("email_attachments"."content" is null) <> ("email_attachments"."drawing" is null));