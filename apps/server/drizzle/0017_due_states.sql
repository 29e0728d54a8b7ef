-- When dates and services by odometer count as due soon, per organization; a vehicle's
-- next service by kilometres. (drizzle-kit's snapshots lagged the hand-written migrations 0013–0016;
-- this migration's snapshot is the whole schema again.)
ALTER TABLE "organizations" ADD COLUMN "due_soon_days" integer DEFAULT 14 NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "due_soon_km" integer DEFAULT 1000 NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "next_service_km" integer;
