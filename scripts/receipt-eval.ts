// npm run receipt:eval -- DIR [DIR...] [--verbose] [--only id,id] [--limit N] [--cache DIR] [--threads N] [--side PX]
//                        [--vision gemini|workers-ai [--readme docs/receipts.md]]
// Scores the offline reader on folders laid out like /work/shared/receipts
// (images/, gold/, manifest.jsonl), each reported on its own: total, subtotal and tax read exactly,
// precision/recall/F1 of item prices as multisets, the date (day) read right, dates offered as sure
// that are wrong, and the currency where the manifest names one (scripts/lib/receipt-set-score.ts).
// A folder of transcribed lines (tests/receipt-sets/sroie, manifest entries with a `file`) is scored
// by the parser alone. --cache keeps each image's OCR lines as JSON (in a folder per set) so parser
// changes can be re-scored without re-running OCR. --vision scores a vision model instead, from the
// answers `npm run receipt:vision -- record` kept in DIR/vision/<provider>/, with the same scorer;
// --readme writes its figures into the README's table of vision models (scripts/lib/vision-readme.ts).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { OcrLine } from '../src/domain/receipt/ocr-line'
import { parseReceiptLines } from '../src/domain/receipt/parse'
import { isLineSet, scoreLineSet } from './lib/line-set-eval'
import { createNodeOcr, ocrFile } from './lib/ocr-node'
import { createSetScore, readGold, readManifest } from './lib/receipt-set-score'
import { scoreVisionSet } from './lib/vision-eval'
import { fillVisionRow } from './lib/vision-readme'
import { isProvider, PROVIDERS, photoSetError } from './lib/vision-recordings'

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name)
  return i >= 0 ? args[i + 1] : undefined
}

const VALUED = ['--only', '--limit', '--cache', '--threads', '--side', '--vision', '--readme']

async function main() {
  const args = process.argv.slice(2)
  const dirs = args.filter((a, i) => !a.startsWith('--') && !VALUED.includes(args[i - 1] ?? ''))
  const vision = option(args, '--vision')
  if (
    dirs.length === 0 ||
    (args.includes('--vision') && !isProvider(vision)) ||
    (args.includes('--readme') && !vision)
  ) {
    console.error(
      `usage: npm run receipt:eval -- DIR [DIR...] [--verbose] [--only id,id] [--limit N] [--cache DIR] [--vision ${PROVIDERS.join('|')}]`,
    )
    process.exit(2)
  }
  const verbose = args.includes('--verbose')
  const only = option(args, '--only')?.split(',')
  const limit = Number(option(args, '--limit') ?? Number.POSITIVE_INFINITY)
  if (isProvider(vision)) {
    for (const dir of dirs) {
      const refused = photoSetError(dir)
      if (refused) {
        console.error(refused)
        process.exit(2)
      }
      const report = await scoreVisionSet(dir, vision, { verbose, only, limit })
      console.log(JSON.stringify(report, null, 2))
      const readme = option(args, '--readme')
      if (readme && report.receipts === 0) console.error(`${readme} left alone: no answer recorded in ${dir}`)
      else if (readme) {
        const set = path.basename(path.resolve(dir))
        writeFileSync(readme, fillVisionRow(readFileSync(readme, 'utf8'), set, vision, report))
        console.error(`${readme}: row of ${set}, ${vision} written`)
      }
    }
    return
  }
  const engine: EngineSlot = { current: undefined }
  for (const dir of dirs) {
    if (isLineSet(dir)) scoreLineSet(dir, { verbose, only })
    else await scoreSet(dir, args, { verbose, only, limit }, engine)
  }
  await engine.current?.release()
}

type EngineSlot = { current: Awaited<ReturnType<typeof createNodeOcr>> | undefined }

async function scoreSet(
  dir: string,
  args: string[],
  pick: { verbose: boolean; only?: string[]; limit: number },
  engine: EngineSlot,
) {
  const cacheRoot = option(args, '--cache')
  // One cache folder per set, so two sets with the same ids never share OCR lines.
  const cacheDir = cacheRoot && path.join(cacheRoot, path.basename(path.resolve(dir)))
  if (cacheDir) mkdirSync(cacheDir, { recursive: true })
  const entries = readManifest(dir, pick)
  const score = createSetScore({ verbose: pick.verbose })
  let ocrMs = 0
  let ocrRuns = 0
  for (const entry of entries) {
    const cacheFile = cacheDir ? path.join(cacheDir, `${entry.id}.json`) : undefined
    let lines: OcrLine[]
    if (cacheFile && existsSync(cacheFile)) {
      lines = JSON.parse(readFileSync(cacheFile, 'utf8'))
    } else {
      engine.current ??= await createNodeOcr(Number(option(args, '--threads') ?? 1))
      const started = performance.now()
      const side = option(args, '--side')
      lines = await ocrFile(
        engine.current,
        path.join(dir, entry.image),
        side ? { detectionSide: Number(side) } : undefined,
      )
      ocrMs += performance.now() - started
      ocrRuns++
      if (cacheFile) writeFileSync(cacheFile, JSON.stringify(lines))
    }
    score.add(entry, readGold(dir, entry), { receipt: parseReceiptLines(lines) })
  }
  const report = {
    ...score.report(dir, 'offline (OCR + parser)'),
    ocr_seconds_per_image: ocrRuns ? (ocrMs / ocrRuns / 1000).toFixed(2) : 'cached',
  }
  console.log(JSON.stringify(report, null, 2))
}

main()
