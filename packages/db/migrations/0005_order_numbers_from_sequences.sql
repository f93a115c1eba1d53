-- Order numbers per merchant from a sequence each (decision 012): the counter row was locked by
-- every order until its commit, so orders committed one at a time.
CREATE FUNCTION "create_order_number_sequence"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('CREATE SEQUENCE IF NOT EXISTS %I AS integer', 'order_number_' || NEW.id);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE FUNCTION "drop_order_number_sequence"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('DROP SEQUENCE IF EXISTS %I', 'order_number_' || OLD.id);
  RETURN OLD;
END $$;--> statement-breakpoint
CREATE TRIGGER "merchants_order_number_sequence" AFTER INSERT ON "merchants"
  FOR EACH ROW EXECUTE FUNCTION "create_order_number_sequence"();--> statement-breakpoint
CREATE TRIGGER "merchants_drop_order_number_sequence" AFTER DELETE ON "merchants"
  FOR EACH ROW EXECUTE FUNCTION "drop_order_number_sequence"();--> statement-breakpoint
DO $$
DECLARE m record;
BEGIN
  FOR m IN SELECT "merchants"."id", coalesce("order_counters"."last_number", 0) AS "last_number"
    FROM "merchants" LEFT JOIN "order_counters" ON "order_counters"."merchant_id" = "merchants"."id"
  LOOP
    EXECUTE format('CREATE SEQUENCE IF NOT EXISTS %I AS integer START WITH %s',
      'order_number_' || m.id, m.last_number + 1);
  END LOOP;
END $$;--> statement-breakpoint
DROP TABLE "order_counters" CASCADE;
