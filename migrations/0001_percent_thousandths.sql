-- Tax and tip rates move from basis points (100% = 10000) to thousandths of a percent (100% = 100000),
-- so rates such as 8.875% fit. The columns are renamed so no code can read the old unit by mistake,
-- and every existing rate is multiplied by 10, so existing events keep exactly the rate they had.
-- Stored totals (tax_cents, tip_cents) do not change: the same rate gives the same cents.
ALTER TABLE `events` RENAME COLUMN `tax_bp` TO `tax_milli_pct`;--> statement-breakpoint
ALTER TABLE `events` RENAME COLUMN `tip_bp` TO `tip_milli_pct`;--> statement-breakpoint
UPDATE `events` SET `tax_milli_pct` = `tax_milli_pct` * 10, `tip_milli_pct` = `tip_milli_pct` * 10;
