// The words of the receipt: uploading and reading the photo, Confirm Receipt Details, the viewer, Remove
// Receipt, Create Event's Receipt Image field, and the server's refusals about receipts.

export const RECEIPTS = {
  // Failures (receipt error texts disappear after 3 s: they report a moment's failure, not a lasting state)
  uploadFailed: 'Failed to upload image. Please try again.',
  uploadFailedWith: (message: string) => `Upload failed: ${message}`,
  notAReceipt: 'Could not identify as receipt. Please check the image and try again.',
  analyzeFailed: 'Failed to analyze receipt.',
  /** A vision model answered with nothing, or with something that is not the receipt's JSON. */
  modelAnsweredNothing: 'Response text is undefined.',
  modelAnswerNotJson: 'Failed to parse JSON from the model response.',
  readerOffline: 'No receipt reader is configured on the server. Read the receipt in the browser.',
  applyFailed: 'Failed to apply receipt data',
  /** Apply's failure: the product's fixed words, then the server's reason when it refused (a limit names itself). */
  applyFailedWith: (reason: string) => `Failed to apply receipt data: ${reason}`,
  removeFailed: 'Failed to remove receipt image.',
  countFailed: 'Failed to check imported items.',
  invalidType: 'Please select a valid image file (JPEG, PNG, HEIC)',
  tooLarge: 'Image must be less than 10MB',
  membersOnly: 'Only people in this event can see its receipt',
  noReceipt: 'This event has no receipt',
  /**
   * The receipt's currency, when the reader was sure of it, differs from the event's: amounts are applied as
   * the numbers read, in the event's currency, so the host should look before applying. Names come as
   * "Euro (EUR)", in the viewer's language.
   */
  currencyMismatch: (receiptName: string, eventName: string, eventCode: string) =>
    `This receipt looks like it is in ${receiptName}, but the event is in ${eventName}. The amounts will be applied as they are, in ${eventCode}.`,

  // Receipt page: upload and progress
  uploadReceipt: 'Upload Receipt',
  replaceReceipt: 'Replace Receipt',
  dropOrClick: 'Drop a photo here or click to choose one. ',
  tapToChoose: 'Tap to choose a photo. ',
  fileRule: 'JPEG, PNG or HEIC, up to 10 MB.',
  takePhoto: 'Take Photo',
  photoUploaded: 'Photo uploaded',
  uploadingPhoto: 'Uploading photo',
  readingReceipt: 'Reading receipt',
  startsWhenReady: 'Starts when the photo is ready',
  readerLooking: 'The receipt reader is looking at it',
  preparingPhoto: 'Preparing photo',
  preparingDetail: 'Straightening and resizing on this device',
  gettingReaderReady: 'Getting the reader ready',
  firstTimeOnly: (loaded: string, total: string) => `First time only: ${loaded} of ${total} MB`,
  startingReader: 'Starting the reader',
  startingDetail: 'Loading it into this device',
  findingText: 'Finding the text',
  findingDetail: 'Looking for the lines on the photo',
  linesRead: (done: number, total: number) => `${done} of ${total} lines`,

  // How it works
  howItWorks: 'How it works',
  readerNames: { gemini: 'Google Gemini', 'workers-ai': 'Cloudflare Workers AI' },
  readByService: (reader: string) => `${reader} reads the photo for us and lists the items, tax, tip and total.`,
  readOnDevice:
    'It is read right here on your device: the text is recognised by your phone, not by an outside service. The very first read downloads the reader once (about 30 MB).',
  stepPhotograph: 'Photograph the receipt',
  stepPhotographBody: 'Lay it flat in good light, with the whole bill in the frame. A JPEG, PNG or HEIC up to 10 MB.',
  stepRead: 'We read it',
  stepConfirm: 'Confirm and apply',
  stepConfirmBody:
    'Check the items and amounts, fix anything misread, choose what to apply. Items land in All Items for everyone to claim.',

  // Confirm Receipt Details
  confirmTitle: 'Confirm Receipt Details',
  confirmHint: 'Check what was read, fix anything that looks off, then apply it to the event.',
  unsure: (text: string) => `Unsure: ${text}`,
  notFound: 'Not found on the receipt',
  whatToApply: 'What to apply',
  locationInfo: 'Location Info',
  dateTime: 'Date & Time',
  totals: 'Totals',
  taxTipStay: 'Tax and tip stay as they are',
  itemsToAdd: (n: number) => `${n} item${n === 1 ? '' : 's'} to add`,
  lineItems: 'Line Items',
  replaceExisting: 'Replace existing items',
  replaceWarning: 'This deletes all current items on the event, including ones added by hand, before adding these.',
  newPhotoNote: "Apply also makes the new photo the event's receipt. Cancel keeps the current photo.",
  applying: 'Applying...',
  apply: 'Apply',
  noLineItems: 'No line items were found on this receipt.',
  itemNameN: (n: number) => `Item ${n} name`,
  itemPriceN: (n: number) => `Item ${n} price`,
  itemN: (n: number) => `item ${n}`,
  remove: 'Remove',
  addLine: 'Add Line',
  amountLabels: { subtotal: 'Subtotal', tax: 'Tax', tip: 'Tip', total: 'Total' },
  useReceipt: (which: 'tax' | 'tip') => `Use receipt ${which}`,
  noLinesToCompare: 'No line items to compare with the subtotal.',
  itemsMatchSubtotal: (items: string) => `Items add up to the subtotal (${items}).`,
  itemsVsSubtotal: (items: string, gap: string, more: boolean) =>
    `Items add up to ${items}, ${gap} ${more ? 'more' : 'less'} than the subtotal.`,
  ratesFromItems: " Tax and tip percentages will be worked out from the items' sum.",
  sumMatchesTotal: (sum: string) => `Subtotal + tax + tip = total (${sum}).`,
  sumVsTotal: (sum: string, gap: string, less: boolean) =>
    `Subtotal + tax + tip = ${sum}, ${gap} ${less ? 'less' : 'more'} than the total.`,
  // "Event 8.875% ($2.33) · Receipt 8.997%": the event's first, since it is the one that stays unless ticked.
  eventRate: (percent: string, amount: string | null) => `Event ${percent}%${amount ? ` (${amount})` : ''}`,
  noneOnReceipt: (event: string) => `${event} · None on the receipt`,
  receiptRate: (event: string, percent: string, same: boolean) =>
    `${event} · Receipt ${percent}%${same ? ' (the same)' : ''}`,
  // What Apply will do to tax and tip, short enough for two lines of a phone's half-width card.
  taxName: 'tax',
  tipName: 'tip',
  newRate: (name: string, percent: string) => `new ${name} ${percent}%`,
  rateStays: (name: string, percent: string) => `${name} stays ${percent}%`,

  // The event's receipt: thumbnail, viewer, Remove Receipt
  addReceipt: 'Add Receipt',
  view: 'View',
  receiptHidden: ' receipt',
  replace: 'Replace',
  receipt: 'Receipt',
  zoomOut: 'Zoom out',
  zoomIn: 'Zoom in',
  fullSize: 'Receipt, full size',
  openOriginal: 'Open original',
  removeReceipt: 'Remove Receipt',
  removeReceiptHint: 'The receipt photo will be deleted from this event.',
  alsoRemoveItems: (n: number) => `Also remove the ${n} item${n === 1 ? '' : 's'} imported from this receipt`,
  noImportedItems: 'No items were imported from this receipt.',
  importedStay: 'Imported items stay on the event unless you tick the box.',
  removing: 'Removing...',

  // Create Event's Receipt Image field
  receiptImage: 'Receipt Image',
  receiptImageHidden: ' receipt image',
  receiptImageHint:
    'Optional. JPEG, PNG or HEIC, up to 10 MB. After the event is created we read it and you confirm the items.',
} as const
