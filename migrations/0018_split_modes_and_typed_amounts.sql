ALTER TABLE `events` ADD `tax_amount_cents` integer;--> statement-breakpoint
ALTER TABLE `events` ADD `tip_amount_cents` integer;--> statement-breakpoint
ALTER TABLE `item_shares` ADD `weight` integer;--> statement-breakpoint
ALTER TABLE `items` ADD `split_mode` text DEFAULT 'percent' NOT NULL;--> statement-breakpoint
ALTER TABLE `items` ADD `owner_weight` integer;--> statement-breakpoint
-- A tax or tip the host gave as an amount keeps charging exactly what it charges today (decision 046).
UPDATE `events` SET `tax_amount_cents` = `tax_cents` WHERE `tax_mode` = 'amount';--> statement-breakpoint
UPDATE `events` SET `tip_amount_cents` = `tip_cents` WHERE `tip_mode` = 'amount';
