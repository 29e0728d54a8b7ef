-- Notices of the platform to superadmins have no organization (decision 0065).
ALTER TABLE "notices" ALTER COLUMN "organization_id" DROP NOT NULL;