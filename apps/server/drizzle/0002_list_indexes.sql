DROP INDEX "branches_organization_name_idx";--> statement-breakpoint
DROP INDEX "parking_locations_organization_name_idx";--> statement-breakpoint
DROP INDEX "sites_organization_name_idx";--> statement-breakpoint
DROP INDEX "storage_units_organization_name_idx";--> statement-breakpoint
DROP INDEX "tools_organization_status_idx";--> statement-breakpoint
DROP INDEX "vehicles_organization_status_idx";--> statement-breakpoint
DROP INDEX "vehicles_organization_make_idx";--> statement-breakpoint
CREATE INDEX "users_organization_name_idx" ON "users" USING btree ("organization_id","last_name","first_name","id");--> statement-breakpoint
CREATE INDEX "branches_organization_name_idx" ON "branches" USING btree ("organization_id","name","id");--> statement-breakpoint
CREATE INDEX "parking_locations_organization_name_idx" ON "parking_locations" USING btree ("organization_id","name","id");--> statement-breakpoint
CREATE INDEX "sites_organization_name_idx" ON "sites" USING btree ("organization_id","name","id");--> statement-breakpoint
CREATE INDEX "storage_units_organization_name_idx" ON "storage_units" USING btree ("organization_id","name","id");--> statement-breakpoint
CREATE INDEX "tools_organization_status_idx" ON "tools" USING btree ("organization_id","status","name","id");--> statement-breakpoint
CREATE INDEX "vehicles_organization_status_idx" ON "vehicles" USING btree ("organization_id","status","make","model","id");--> statement-breakpoint
CREATE INDEX "vehicles_organization_make_idx" ON "vehicles" USING btree ("organization_id","make","model","id");