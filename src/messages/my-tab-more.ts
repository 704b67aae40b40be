// The rest of the my tab words: those of the parts that load when used (dialogs, forms,
// other pages), kept out of my-tab.ts so that a page's first load carries only the words it shows.
// Everything in my-tab.ts is re-exported here, so a part that loads later imports this one module.
export * from './my-tab'

export const calculatedPart = (when: string) => ` · calculated ${when}`
