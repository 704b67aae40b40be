import { looseWords } from './lib/loose-words.ts'

// Prints the words people read that are still outside a message module: `npm run words [-- folder]`.
const only = process.argv[2]
const found = looseWords(process.cwd()).filter((w) => !only || w.file.startsWith(only))
for (const w of found) console.log(`${w.file}:${w.line}  ${w.text.replace(/\s+/g, ' ').slice(0, 100)}`)
console.log(`${found.length} loose words`)
