-- Direct messages (issue 11, docs/decisions/020): two people may message each other while they
-- share an open event and until 7 days after it closed, so an event records when it closed. A
-- trigger sets it on every close, whichever write closes the event (Send Tabs, the host's edit), and
-- a later edit of a closed event (its title) does not move it. Hand-written and additive.
ALTER TABLE `events` ADD `closed_at` integer;
--> statement-breakpoint
UPDATE `events` SET `closed_at` = `updated_at` WHERE `status` = 'closed';
--> statement-breakpoint
CREATE TRIGGER `events_closed_at` AFTER UPDATE OF `status` ON `events`
WHEN NEW.`status` = 'closed' AND OLD.`status` IS NOT 'closed'
BEGIN
  UPDATE `events` SET `closed_at` = cast(unixepoch('subsec') * 1000 as integer) WHERE `id` = NEW.`id`;
END;
--> statement-breakpoint
-- The conversation list reads a user's unread messages per sender.
CREATE INDEX `dm_unread_idx` ON `direct_messages` (`receiver_id`, `read`, `sender_id`);
