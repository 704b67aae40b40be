// The words of the receipt: uploading and reading the photo, Confirm Receipt Details, the viewer, Remove
// Receipt, Create Event's Receipt Image field, and the server's refusals about receipts.

// Failures (receipt error texts disappear after 3 s: they report a moment's failure, not a lasting state)
export const uploadFailed = 'Failed to upload image. Please try again.'
export const uploadFailedWith = (message: string) => `Upload failed: ${message}`
export const notAReceipt = 'Could not identify as receipt. Please check the image and try again.'
export const analyzeFailed = 'Failed to analyze receipt.'
/** A vision model answered with nothing, or with something that is not the receipt's JSON. */
export const modelAnsweredNothing = 'Response text is undefined.'
export const modelAnswerNotJson = 'Failed to parse JSON from the model response.'
export const readerOffline = 'No receipt reader is configured on the server. Read the receipt in the browser.'
export const applyFailed = 'Failed to apply receipt data'
/** Apply's failure: the product's fixed words, then the server's reason when it refused (a limit names itself). */
export const applyFailedWith = (reason: string) => `Failed to apply receipt data: ${reason}`
export const removeFailed = 'Failed to remove receipt image.'
export const countFailed = 'Failed to check imported items.'
export const invalidType = 'Please select a valid image file (JPEG, PNG, HEIC)'
export const tooLarge = 'Image must be less than 10MB'
export const noReceipt = 'This event has no receipt'
/**
 * The receipt's currency, when the reader was sure of it, differs from the event's: amounts are applied as
 * the numbers read, in the event's currency, so the host should look before applying. Names come as
 * "Euro (EUR)", in the viewer's language.
 */
export const currencyMismatch = (receiptName: string, eventName: string, eventCode: string) =>
  `This receipt looks like it is in ${receiptName}, but the event is in ${eventName}. The amounts will be applied as they are, in ${eventCode}.`
// Receipt page: upload and progress
export const uploadReceipt = 'Upload Receipt'
export const replaceReceipt = 'Replace Receipt'
export const dropOrClick = 'Drop a photo here or click to choose one. '
export const tapToChoose = 'Tap to choose a photo. '
export const fileRule = 'JPEG, PNG or HEIC, up to 10 MB.'
export const takePhoto = 'Take Photo'
export const photoUploaded = 'Photo uploaded'
export const uploadingPhoto = 'Uploading photo'
export const readingReceipt = 'Reading receipt'
export const startsWhenReady = 'Starts when the photo is ready'
export const readerLooking = 'The receipt reader is looking at it'
export const preparingPhoto = 'Preparing photo'
export const preparingDetail = 'Straightening and resizing on this device'
export const gettingReaderReady = 'Getting the reader ready'
export const firstTimeOnly = (loaded: string, total: string) => `First time only: ${loaded} of ${total} MB`
export const startingReader = 'Starting the reader'
export const startingDetail = 'Loading it into this device'
export const findingText = 'Finding the text'
export const findingDetail = 'Looking for the lines on the photo'
export const linesRead = (done: number, total: number) => `${done} of ${total} lines`
// How it works
export const howItWorks = 'How it works'
export const readerNames = { gemini: 'Google Gemini', 'workers-ai': 'Cloudflare Workers AI' } as const
export const readByService = (reader: string) =>
  `${reader} reads the photo for us and lists the items, tax, tip and total.`
export const readOnDevice =
  'It is read right here on your device: the text is recognised by your phone, not by an outside service. The very first read downloads the reader once (about 25 MB).'
export const stepPhotograph = 'Photograph the receipt'
export const stepPhotographBody =
  'Lay it flat in good light, with the whole bill in the frame. A JPEG, PNG or HEIC up to 10 MB.'
export const stepRead = 'We read it'
export const stepConfirm = 'Confirm and apply'
export const stepConfirmBody =
  'Check the items and amounts, fix anything misread, choose what to apply. Items land in All Items for everyone to claim.'
// Confirm Receipt Details
export const confirmTitle = 'Confirm Receipt Details'
export const confirmHint = 'Check what was read, fix anything that looks off, then apply it to the event.'
export const unsure = (text: string) => `Unsure: ${text}`
export const notFound = 'Not found on the receipt'
export const whatToApply = 'What to apply'
export const locationInfo = 'Location Info'
export const dateTime = 'Date & Time'
export const totals = 'Totals'
export const taxTipStay = 'Tax and tip stay as they are'
export const itemsToAdd = (n: number) => `${n} item${n === 1 ? '' : 's'} to add`
export const lineItems = 'Line Items'
export const replaceExisting = 'Replace existing items'
export const replaceWarning =
  'This deletes all current items on the event, including ones added by hand, before adding these.'
export const newPhotoNote = "Apply also makes the new photo the event's receipt. Cancel keeps the current photo."
export const applying = 'Applying...'
export const apply = 'Apply'
export const noLineItems = 'No line items were found on this receipt.'
export const itemNameN = (n: number) => `Item ${n} name`
export const itemPriceN = (n: number) => `Item ${n} price`
export const itemN = (n: number) => `item ${n}`
export const remove = 'Remove'
export const addLine = 'Add Line'
export const amountLabels = { subtotal: 'Subtotal', tax: 'Tax', tip: 'Tip', total: 'Total' } as const
export const useReceipt = (which: 'tax' | 'tip') => `Use receipt ${which}`
export const noLinesToCompare = 'No line items to compare with the subtotal.'
export const itemsMatchSubtotal = (items: string) => `Items add up to the subtotal (${items}).`
export const itemsVsSubtotal = (items: string, gap: string, more: boolean) =>
  `Items add up to ${items}, ${gap} ${more ? 'more' : 'less'} than the subtotal.`
export const ratesFromItems = " Tax and tip percentages will be worked out from the items' sum."
export const sumMatchesTotal = (sum: string) => `Subtotal + tax + tip = total (${sum}).`
export const sumVsTotal = (sum: string, gap: string, less: boolean) =>
  `Subtotal + tax + tip = ${sum}, ${gap} ${less ? 'less' : 'more'} than the total.`
// "Event 8.875% ($2.33) · Receipt 8.997%": the event's first, since it is the one that stays unless ticked.
export const eventRate = (percent: string, amount: string | null) => `Event ${percent}%${amount ? ` (${amount})` : ''}`
export const noneOnReceipt = (event: string) => `${event} · None on the receipt`
export const receiptRate = (event: string, percent: string, same: boolean) =>
  `${event} · Receipt ${percent}%${same ? ' (the same)' : ''}`
// What Apply will do to tax and tip, short enough for two lines of a phone's half-width card.
export const taxName = 'tax'
export const tipName = 'tip'
export const newRate = (name: string, percent: string) => `new ${name} ${percent}%`
export const rateStays = (name: string, percent: string) => `${name} stays ${percent}%`
// The event's receipt: thumbnail, viewer, Remove Receipt
export const addReceipt = 'Add Receipt'
export const view = 'View'
export const receiptHidden = ' receipt'
export const replace = 'Replace'
export const receipt = 'Receipt'
export const zoomOut = 'Zoom out'
export const zoomIn = 'Zoom in'
export const fullSize = 'Receipt, full size'
export const openOriginal = 'Open original'
export const removeReceipt = 'Remove Receipt'
export const removeReceiptHint = 'The receipt photo will be deleted from this event.'
export const alsoRemoveItems = (n: number) =>
  `Also remove the ${n} item${n === 1 ? '' : 's'} imported from this receipt`
export const noImportedItems = 'No items were imported from this receipt.'
export const importedStay = 'Imported items stay on the event unless you tick the box.'
export const removing = 'Removing...'
// Create Event's Receipt Image field
export const receiptImage = 'Receipt Image'
export const receiptImageHidden = ' receipt image'
export const receiptImageHint =
  'Optional. JPEG, PNG or HEIC, up to 10 MB. After the event is created we read it and you confirm the items.'
