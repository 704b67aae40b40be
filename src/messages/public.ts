// The public pages: landing, features, docs, help and the shared guest bill (their long text stays in *-content files).

export const margheritaPizza = 'Margherita pizza'
export const smashBurger = 'Smash burger'
export const nachosToShare = 'Nachos to share'
export const icedTea = 'Iced tea'
export const fridayDinner = 'Friday dinner'
export const exampleTab = 'Example tab'
export const whatEachPersonPays = 'What each person pays'
export const tableTotal = 'Table total'
export const documentationSections = 'Documentation sections'
export const onThisPage = 'On this page'
export const contents = 'Contents'
export const clearSearch = 'Clear search'
export const docs = 'Docs'
export const documentation = 'Documentation'
export const howOpentabWorksFrom = 'How OpenTab works, from your first event to the last cent of tax and tip.'
export const searchDocumentation = 'Search documentation'
export const noResults = 'No results'
export const nothingInTheDocumentation = (query: string) =>
  `Nothing in the documentation matches "${query}". Try another word, or visit the`
export const helpCenter = 'Help Center'
export const smartGroupManagement = 'Smart group management'
export const oneEventPerMeal = 'One event per meal or trip, with everyone who shares the bill in it.'
export const invitePeopleByEmail =
  'Invite people by e-mail, by a six-character join code such as ABC-123, or with a QR code on the table.'
export const addFriendsWhoHave =
  'Add friends who have no account as guests, then give them their items so the totals stay complete.'
export const keepAFriendsList = 'Keep a friends list and find people by username or handle.'
export const theHostEditsThe = 'The host edits the details, resolves disputes and closes the event when it is settled.'
export const intelligentBillSplitting = 'Intelligent bill splitting'
export const fairSharesWithoutA = 'Fair shares without a calculator, down to the last cent.'
export const photographTheReceiptItems =
  'Photograph the receipt: items, prices, tax and tip are read automatically, and you confirm before anything is added.'
export const splitAnyItemEqually = 'Split any item equally or by custom percentages; a split must total 100%.'
export const taxAndTipAre = 'Tax and tip are charged to each person in proportion to their subtotal.'
export const roundingAlwaysAddsUp =
  "Rounding always adds up: everyone's totals plus anything unclaimed equal the bill exactly."
export const expenseTracking = 'Expense tracking'
export const knowWhatHappenedAt = 'Know what happened at every event and who still owes whom.'
export const yourDashboardListsEvery =
  'Your dashboard lists every event you host or joined, with its total and item count.'
export const aPerPersonBreakdown = 'A per-person breakdown shows each item, share, tax and tip behind a total.'
export const closingAnEventWith = "Closing an event with 'Send Tabs' works out who owes the host and how much."
export const openTabsShowsWhat = 'Open Tabs shows what is owed to you and what you owe, across all events.'
export const secureAndPrivate = 'Secure and private'
export const eventsAreVisibleOnly =
  'Events are visible only to their participants. Passwords are hashed, connections are encrypted, and your data is never sold.'
export const realTimeUpdates = 'Real-time updates'
export const claimsSplitsChatMessages =
  'Claims, splits, chat messages and new items appear for everyone in the event as they happen, without refreshing.'
export const mobileFriendly = 'Mobile friendly'
export const designedForAPhone =
  'Designed for a phone at the table first, with a bottom tab bar on small screens, and just as usable on a laptop.'
export const easySharing = 'Easy sharing'
export const everyEventHasA =
  'Every event has a join code and a QR code. Friends scan or type it and land straight in the event, even if they sign up first.'
export const builtForSplittingReal = 'Built for splitting real tabs'
export const opentabHandlesTheAwkward =
  'OpenTab handles the awkward part of eating out together: who had what, what the shared plates cost each person, and how much tax and tip that adds.'
export const andTheDetailsThat = 'And the details that matter'
export const theSmallThingsThat = 'The small things that make it work for a whole table, not just the person who paid.'
export const tryItAtYour = 'Try it at your next dinner'
export const opentabIsFreeCreate = 'OpenTab is free. Create an account, start an event and invite the table.'
export const createYourFreeAccount = 'Create Your Free Account'
export const sharedBill = 'Shared bill'
export const loadingBill = 'Loading bill'
export const linkRevoked = 'Link revoked'
export const linkNotValid = 'Link not valid'
export const goToOpentab = 'Go to OpenTab'
export const guestBill = (guest: string) => `${guest}'s bill`
export const items = 'Items'
export const noItemsYet = 'No items yet.'
export const bill = 'Bill'
export const subtotal = 'Subtotal'
export const tax = (rate: string) => `Tax (${rate}%)`
export const tip = (rate: string) => `Tip (${rate}%)`
export const total = 'Total'
export const theBillIsStill = 'The bill is still open, so this amount may change.'
export const splitYourNextTab = 'Split your next tab with OpenTab.'
export const getStarted = 'Get Started'
export const answersToCommonQuestions =
  "Answers to common questions about OpenTab. Can't find yours? Send us a ticket below."
export const searchHelp = 'Search help'
export const frequentlyAskedQuestions = 'Frequently asked questions'
export const noQuestionMatches = (query: string) =>
  `No question matches "${query}". Try another word, or submit a ticket below.`
export const contactUs = 'Contact us'
export const preferEmailWriteTo =
  'Prefer e-mail? Write to us about anything, including your account or your data, and we will reply by e-mail.'
export const lookingForStepBy = 'Looking for step-by-step guides? Read the'
export const documentation2 = 'documentation'
export const submitATicket = 'Submit a Ticket'
export const tellUsWhatWent =
  "Tell us what went wrong. Tickets are linked to your account, so we reply to your account's e-mail."
export const groupManagement = 'Group management'
export const createAnEventFor =
  'Create an event for the meal and bring everyone in by e-mail, a six-character join code or a QR code on the table. Friends without an account can be added as guests by name.'
export const smartCalculations = 'Smart calculations'
export const snapTheReceiptAnd =
  "Snap the receipt and the line items are read for you. Tax and tip are shared in proportion to what each person ordered, so nobody pays for someone else's steak."
export const fairDistribution = 'Fair distribution'
export const everyoneClaimsTheirOwn =
  'Everyone claims their own items; shared plates split equally or by custom percentages. The host approves pickups and settles disputes, and the whole table sees the same totals as they change.'
export const saveTime = 'Save time'
export const noMorePassingOne =
  'No more passing one phone around the table doing sums. Each person taps what they had and the tab is done before the coats are on.'
export const anEventIsVisible =
  'An event is visible only to the people in it. Passwords are stored hashed, traffic is encrypted, and we never sell your data.'
export const alwaysAccurate = 'Always accurate'
export const moneyIsCountedIn =
  'Money is counted in whole cents and every split adds back up to the bill exactly. When a rounding cent has to land somewhere, you can see where.'
export const worksEverywhere = 'Works everywhere'
export const itRunsInThe =
  'It runs in the browser on phones, tablets and laptops, in dark or light mode. There is nothing to install, for you or for your friends.'
export const billSplittingForGroups = 'Bill splitting for groups'
export const notTheFriendship = 'not the friendship.'
export const opentabTurnsOneRestaurant =
  "OpenTab turns one restaurant bill into clear, fair shares. Add what was ordered or photograph the receipt, everyone claims their items, and each person's tax and tip is worked out to the cent, live for the whole table."
export const learnMore = 'Learn More'
export const haveAJoinCode = 'Have a join code from your host?'
export const joinAnEvent = 'Join an event'
export const freeToUseNothing = 'Free to use. Nothing to install.'
export const everythingTheEndOf = 'Everything the end of a meal needs'
export const fromTheFirstRound =
  'From the first round to the last cent, one shared tab that everyone at the table can see.'
export const whySplitWithOpentab = 'Why split with OpenTab'
export const settlingUpShouldTake = 'Settling up should take less time than deciding on dessert.'
export const yourNextDinnerSettled = 'Your next dinner, settled fairly'
export const createAFreeAccount =
  'Create a free account, start an event and share the join code. Your friends can be in within a minute.'
export const getStartedForFree = 'Get Started for Free'
export const splitThreeWays = 'split 3 ways'
export const previewTaxAndTip = (tax: string, tip: string) =>
  `Tax 8.25% ${tax} · Tip 20% ${tip}, shared in proportion to each subtotal`
export const lastUpdated = (date: string) => `Last updated: ${date}`
export const sharedWithYou = (host: string) => `${host} shared this bill with you · read-only`
export const payHost = (host: string, amount: string) => `Pay ${host} ${amount}`
export const noPayLinks = (host: string) => `${host} has not added a way to pay online: pay them directly.`
export const splitTheTabHeadline = 'Split the tab to the cent,'
export const aboutWhatOpentabDoes = 'about what OpenTab does'
export const unassigned = 'Unassigned'
