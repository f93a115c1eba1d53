ALTER TABLE "couriers" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "couriers" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "couriers" ADD COLUMN "located_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_tariff_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_type" text;