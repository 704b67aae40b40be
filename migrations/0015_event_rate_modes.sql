ALTER TABLE `events` ADD `tax_mode` text DEFAULT 'percent' NOT NULL;--> statement-breakpoint
ALTER TABLE `events` ADD `tip_mode` text DEFAULT 'percent' NOT NULL;