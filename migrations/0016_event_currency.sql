ALTER TABLE `events` ADD `currency` text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE `profiles` ADD `default_currency` text;--> statement-breakpoint
ALTER TABLE `profiles` ADD `payment_note` text;