-- Our own queue for the two busiest kinds of work (decision 055): an order event to fan out into
-- messages, a message to deliver. One narrow table claimed in batches with SKIP LOCKED replaces a
-- pg-boss job per order event and per message (its job table, partitions and fetch/complete
-- statements cost more than the order itself, bench/orders.mjs). Clock jobs stay on pg-boss
-- (their singleton slots are its feature). A row is due at `run_at`; a claim moves `run_at` to
-- the claim's expiry, so the work of a process that died is due again then.
CREATE TABLE "work_queue" (
  "id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  "queue" text NOT NULL,
  "data" jsonb NOT NULL,
  "run_at" timestamp with time zone DEFAULT now() NOT NULL,
  "attempts" integer DEFAULT 0 NOT NULL,
  "last_error" text
);
--> statement-breakpoint
CREATE INDEX "work_queue_due_idx" ON "work_queue" USING btree ("queue", "run_at", "id");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION enqueue_fan_out_job() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO work_queue (queue, data)
  VALUES ('order-event', jsonb_build_object('kind', TG_ARGV[0], 'id', NEW.id, 'merchantId', NEW.merchant_id));
  RETURN NEW;
END
$$;
--> statement-breakpoint
-- Work already waiting in pg-boss moves over (an upgrade mid-traffic loses nothing).
INSERT INTO work_queue (queue, data, run_at)
  SELECT name, data, start_after FROM pgboss.job
  WHERE name IN ('order-event', 'deliver') AND state IN ('created', 'retry', 'active')
  ORDER BY created_on;
--> statement-breakpoint
DELETE FROM pgboss.job WHERE name IN ('order-event', 'deliver') AND state IN ('created', 'retry', 'active');
