ALTER TABLE "tool_logs" ADD COLUMN "note_code" varchar(40);--> statement-breakpoint
ALTER TABLE "tool_logs" ADD COLUMN "note_values" jsonb;--> statement-breakpoint
ALTER TABLE "vehicle_logs" ADD COLUMN "note_code" varchar(40);--> statement-breakpoint
ALTER TABLE "vehicle_logs" ADD COLUMN "note_values" jsonb;--> statement-breakpoint
-- The sentences the server used to write become codes where they match exactly; anything else,
-- including every note a person typed, stays free text. 'Status changed to ' is 18 characters,
-- 'Returned to ' 12.
UPDATE "tool_logs" SET "note_code" = 'created', "note_values" = '{}'::jsonb
  WHERE "note_code" IS NULL AND "action" = 'created' AND "notes" IS NULL;--> statement-breakpoint
UPDATE "tool_logs" SET "note_code" = 'status_changed', "note_values" = jsonb_build_object('status', substr("notes", 19)), "notes" = NULL
  WHERE "note_code" IS NULL AND "notes" IN ('Status changed to available', 'Status changed to checked_out', 'Status changed to pending_confirmation', 'Status changed to maintenance')
    AND "action" = 'status_change_to_' || substr("notes", 19);--> statement-breakpoint
UPDATE "tool_logs" SET "note_code" = 'assignment_confirmed', "note_values" = '{}'::jsonb, "notes" = NULL
  WHERE "note_code" IS NULL AND "notes" = 'Assignment confirmed' AND "action" = 'status_change_to_checked_out';--> statement-breakpoint
UPDATE "tool_logs" SET "note_code" = 'returned', "note_values" = jsonb_build_object('place', substr("notes", 13)), "notes" = NULL
  WHERE "note_code" IS NULL AND "action" = 'status_change_to_available' AND "notes" LIKE 'Returned to %'
    AND (substr("notes", 13) = 'storage' OR EXISTS (
      SELECT 1 FROM "storage_units" WHERE "storage_units"."organization_id" = "tool_logs"."organization_id" AND "storage_units"."name" = substr("tool_logs"."notes", 13)
    ));--> statement-breakpoint
UPDATE "vehicle_logs" SET "note_code" = 'created', "note_values" = '{}'::jsonb
  WHERE "note_code" IS NULL AND "action" = 'created' AND "notes" IS NULL;--> statement-breakpoint
UPDATE "vehicle_logs" SET "note_code" = 'status_changed', "note_values" = jsonb_build_object('status', substr("notes", 19)), "notes" = NULL
  WHERE "note_code" IS NULL AND "notes" IN ('Status changed to available', 'Status changed to in_use', 'Status changed to pending_confirmation', 'Status changed to service')
    AND "action" = 'status_change_to_' || substr("notes", 19);--> statement-breakpoint
UPDATE "vehicle_logs" SET "note_code" = 'assignment_confirmed', "note_values" = '{}'::jsonb, "notes" = NULL
  WHERE "note_code" IS NULL AND "notes" = 'Assignment confirmed' AND "action" = 'status_change_to_in_use';--> statement-breakpoint
UPDATE "vehicle_logs" SET "note_code" = 'returned', "note_values" = '{}'::jsonb, "notes" = NULL
  WHERE "note_code" IS NULL AND "notes" = 'Returned' AND "action" = 'status_change_to_available';--> statement-breakpoint
UPDATE "vehicle_logs" SET "note_code" = 'returned', "note_values" = jsonb_build_object('place', substr("notes", 13)), "notes" = NULL
  WHERE "note_code" IS NULL AND "action" = 'status_change_to_available' AND "notes" LIKE 'Returned to %'
    AND EXISTS (
      SELECT 1 FROM "parking_locations" WHERE "parking_locations"."organization_id" = "vehicle_logs"."organization_id" AND "parking_locations"."name" = substr("vehicle_logs"."notes", 13)
    );
