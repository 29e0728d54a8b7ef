-- Each organization prints times in its own IANA zone (report PDFs, e-mails, exports; decision
-- 0029). Existing organizations get Europe/Berlin: the product's languages are spoken in zones
-- that keep Central European time (Germany, Austria, Albania, Kosovo, Bosnia, Croatia, Serbia),
-- so it is right for almost all of them, where UTC would be an hour or two off for every one.
-- New organizations send the browser's zone from the wizard.
ALTER TABLE "organizations" ADD COLUMN IF NOT EXISTS "time_zone" varchar(64) DEFAULT 'Europe/Berlin' NOT NULL;
