-- The payment ledger (docs/decisions/034): what people paid, kept apart from the settlements (what the
-- bill says is owed), so a recalculation that replaces the settlements never loses a payment. The DDL is
-- drizzle-kit's; the data move from the old paid marks below it is hand-written.
CREATE TABLE `payments` (
	`id` text PRIMARY KEY NOT NULL,
	`event_id` text NOT NULL,
	`from_id` text NOT NULL,
	`to_id` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`note` text,
	`settle_up_id` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`from_id`) REFERENCES `profiles`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`to_id`) REFERENCES `profiles`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `payments_event_idx` ON `payments` (`event_id`);--> statement-breakpoint
CREATE INDEX `payments_from_idx` ON `payments` (`from_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `payments_to_idx` ON `payments` (`to_id`,`created_at`);--> statement-breakpoint
-- A tab marked paid was a confirmed payment of its whole amount; a tab the debtor said they paid
-- (pending with a note) was a payment awaiting confirmation. Both become payment rows with the same
-- id, note and time. Disputed tabs were disagreements about the amount, not payments: nothing moves.
INSERT INTO `payments` (`id`, `event_id`, `from_id`, `to_id`, `amount_cents`, `status`, `note`, `created_at`, `updated_at`)
SELECT `id`, `event_id`, `debtor_id`, `creditor_id`, `amount_cents`,
	CASE `status` WHEN 'paid' THEN 'confirmed' ELSE 'pending' END,
	`notes`, `updated_at`, `updated_at`
FROM `settlements`
WHERE `amount_cents` > 0 AND (`status` = 'paid' OR (`status` = 'pending' AND `notes` IS NOT NULL));
--> statement-breakpoint
-- The tabs' own status and notes are no longer read: a tab's state is derived from its payments.
UPDATE `settlements` SET `status` = 'pending', `notes` = NULL WHERE `status` = 'paid' OR (`status` = 'pending' AND `notes` IS NOT NULL);
