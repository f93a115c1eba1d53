ALTER TABLE "branches" ADD COLUMN "address_text" jsonb;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "language" text;