ALTER TABLE "users" ADD COLUMN "telegram_blocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "telegram_blocked_reason" text;