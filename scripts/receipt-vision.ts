// npm run receipt:vision -- record --provider gemini|workers-ai DIR [DIR...] [--limit N] [--only id,id] [--again]
// Records a vision model's answers to every photo of sets laid out like ../shared/receipts (images/, gold/,
// manifest.jsonl), calling it through the shipped reader code, into DIR/vision/<provider>/<id>.json:
// the provider's raw answer, the model, when, never the key. `npm run receipt:eval -- DIR --vision
// <provider>` then scores the recordings like the offline reader. Keys come from the shell:
// GEMINI_API_KEY (and GEMINI_MODEL), or CLOUDFLARE_ACCOUNT_ID and CLOUDFLARE_API_TOKEN (and
// WORKERS_AI_RECEIPT_MODEL). Photos already answered are skipped unless --again; failed calls are
// recorded with their status and asked again on the next run.
import { missingKey, recordSet } from './lib/vision-record'
import { isProvider, PROVIDERS, photoSetError } from './lib/vision-recordings'

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name)
  return i >= 0 ? args[i + 1] : undefined
}

const VALUED = ['--provider', '--limit', '--only']
const USAGE = `usage: npm run receipt:vision -- record --provider ${PROVIDERS.join('|')} DIR [DIR...] [--limit N] [--only id,id] [--again]`

async function main() {
  const [command, ...args] = process.argv.slice(2)
  const provider = option(args, '--provider')
  const dirs = args.filter((a, i) => !a.startsWith('--') && !VALUED.includes(args[i - 1] ?? ''))
  if (command !== 'record' || !isProvider(provider) || dirs.length === 0) {
    console.error(USAGE)
    process.exit(2)
  }
  const noKey = missingKey(provider, process.env)
  if (noKey) {
    console.error(noKey)
    process.exit(2)
  }
  for (const dir of dirs) {
    const refused = photoSetError(dir)
    if (refused) {
      console.error(refused)
      process.exit(2)
    }
  }
  for (const dir of dirs) {
    const tally = await recordSet(dir, {
      provider,
      env: process.env,
      again: args.includes('--again'),
      only: option(args, '--only')?.split(','),
      limit: Number(option(args, '--limit') ?? Number.POSITIVE_INFINITY),
    })
    console.log(JSON.stringify({ set: dir, provider, ...tally }))
  }
}

main()
