-- Claims of the earlier design that never got their order (a refused or crashed attempt): keys are now written with their order.
DELETE FROM "idempotency_keys" WHERE "order_id" IS NULL;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ALTER COLUMN "order_id" SET NOT NULL;