// Classes for the shared Dialog so item dialogs behave like bottom sheets on phones: anchored to the
// bottom edge where thumbs reach, full width, sliding up on open (CSS @starting-style, no JS), and
// clear of the home indicator. From `sm` up they stay the centred dialog.
export const sheetClass = [
  'max-sm:top-auto max-sm:bottom-0 max-sm:w-full max-sm:max-w-none max-sm:max-h-[90dvh] max-sm:translate-y-0',
  'max-sm:rounded-b-none max-sm:border-x-0 max-sm:border-b-0 max-sm:pb-[max(1.25rem,env(safe-area-inset-bottom))]',
  'transition-[translate,opacity] duration-200 ease-out max-sm:starting:translate-y-full sm:starting:opacity-0',
].join(' ')

/** Thumb-sized buttons on phones (48px), the regular size on desktop. */
export const bigButtonClass = 'h-12 w-full sm:h-10 sm:w-auto'
