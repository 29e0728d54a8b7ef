-- Reservations (docs/product/reservations.md): a booking holds items for a site over a time range. No two
-- live bookings of one item overlap, and PostgreSQL itself keeps it so: each booked item is a row
-- of reservation_items with the booking's range, and an exclusion constraint (btree_gist, for the
-- item's id beside the range) refuses an overlapping live row whatever the application does. The
-- ranges are half-open, [starts, ends): a booking that ends at 12:00 and one that starts at 12:00
-- do not overlap. `live` is the booking's state said once more on each row, because a constraint's
-- WHERE sees only its own row; the booking's state change updates both in one statement pair.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE TABLE "reservations" (
  "id" serial PRIMARY KEY NOT NULL,
  "organization_id" integer NOT NULL REFERENCES "organizations"("id") ON DELETE cascade,
  "site_id" integer NOT NULL REFERENCES "sites"("id") ON DELETE restrict,
  "user_id" integer REFERENCES "users"("id") ON DELETE set null,
  "state" varchar(16) DEFAULT 'booked' NOT NULL,
  "starts_at" timestamp(3) with time zone NOT NULL,
  "ends_at" timestamp(3) with time zone NOT NULL,
  "note" text,
  "created_by_user_id" integer REFERENCES "users"("id") ON DELETE set null,
  "created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "reservations_state_check"
    CHECK ("state" IN ('booked', 'picked_up', 'returned', 'cancelled', 'not_picked_up')),
  CONSTRAINT "reservations_range_check" CHECK ("ends_at" > "starts_at")
);--> statement-breakpoint
CREATE TABLE "reservation_items" (
  "id" serial PRIMARY KEY NOT NULL,
  "reservation_id" integer NOT NULL REFERENCES "reservations"("id") ON DELETE cascade,
  "organization_id" integer NOT NULL REFERENCES "organizations"("id") ON DELETE cascade,
  "tool_id" integer REFERENCES "tools"("id") ON DELETE cascade,
  "vehicle_id" integer REFERENCES "vehicles"("id") ON DELETE cascade,
  "during" tstzrange NOT NULL,
  "live" boolean DEFAULT true NOT NULL,
  CONSTRAINT "reservation_items_one_item_check" CHECK (num_nonnulls("tool_id", "vehicle_id") = 1),
  CONSTRAINT "reservation_items_range_check"
    CHECK (NOT isempty("during") AND lower_inc("during") AND NOT upper_inc("during")),
  CONSTRAINT "reservation_items_tool_overlap" EXCLUDE USING gist ("tool_id" WITH =, "during" WITH &&)
    WHERE ("live" AND "tool_id" IS NOT NULL),
  CONSTRAINT "reservation_items_vehicle_overlap" EXCLUDE USING gist ("vehicle_id" WITH =, "during" WITH &&)
    WHERE ("live" AND "vehicle_id" IS NOT NULL)
);--> statement-breakpoint
CREATE INDEX "reservations_organization_starts_idx" ON "reservations" USING btree ("organization_id", "starts_at", "id");--> statement-breakpoint
CREATE INDEX "reservations_site_starts_idx" ON "reservations" USING btree ("site_id", "starts_at");--> statement-breakpoint
CREATE INDEX "reservations_organization_ends_idx" ON "reservations" USING btree ("organization_id", "ends_at");--> statement-breakpoint
CREATE INDEX "reservation_items_reservation_idx" ON "reservation_items" USING btree ("reservation_id");
