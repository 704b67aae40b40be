// The rest of the shell words: those of the parts that load when used (dialogs, forms,
// other pages), kept out of shell.ts so that a page's first load carries only the words it shows.
// Everything in shell.ts is re-exported here, so a part that loads later imports this one module.
export * from './shell'

export const tagline = 'Split the tab, to the cent.'
export const footer = 'Footer'
export const privacy = 'Privacy'
export const terms = 'Terms'
export const pageTitle = (title: string) => `${title} · OpenTab`
export const pageNotFound = 'Page not found'
export const notFoundDetail = '. The link may be mistyped, or the page may have moved.'
export const backToDashboard = 'Back to Dashboard'
export const copyright = (year: number) => `© ${year} OpenTab`
export const thereIsNothingAt = 'There is nothing at'
