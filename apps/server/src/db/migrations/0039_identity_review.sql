ALTER TABLE "personal_details" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "personal_details" ADD COLUMN "review_message" text;