-- Optional payment handles on profiles, so a 'You Owe' tab can offer 'Pay with ...' links
-- (issue 9, docs/decisions/015). Hand-written and additive: existing rows get NULL.
ALTER TABLE `profiles` ADD `venmo_handle` text;
--> statement-breakpoint
ALTER TABLE `profiles` ADD `cashapp_handle` text;
--> statement-breakpoint
ALTER TABLE `profiles` ADD `paypal_handle` text;
