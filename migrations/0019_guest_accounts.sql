ALTER TABLE `events` ADD `guests_allowed` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `user` ADD `is_anonymous` integer DEFAULT false NOT NULL;