// npm run receipt:read -- PATH... [--lines] [--threads N]
// Reads receipt photos offline (PP-OCR on onnxruntime-web's WASM + the shared
// parser) and prints one parsed-receipt JSON object per image, one per line, in
// argument order (timings and errors go to stderr; a failed image prints
// {"file", "error"}). --lines adds the OCR lines with their boxes.
import { parseReceiptLines } from '../src/domain/receipt/parse'
import { createNodeOcr, ocrFile } from './lib/ocr-node'

async function main() {
  const args = process.argv.slice(2)
  const showLines = args.includes('--lines')
  const threadsAt = args.indexOf('--threads')
  const threads = threadsAt >= 0 ? Number(args[threadsAt + 1]) : 1
  const paths = args.filter((a, i) => !a.startsWith('--') && (threadsAt < 0 || i !== threadsAt + 1))
  if (paths.length === 0) {
    console.error('usage: npm run receipt:read -- PATH... [--lines] [--threads N]')
    process.exit(2)
  }
  const engine = await createNodeOcr(threads)
  let failed = false
  for (const file of paths) {
    try {
      const started = performance.now()
      const lines = await ocrFile(engine, file)
      const receipt = parseReceiptLines(lines)
      const ms = Math.round(performance.now() - started)
      console.error(`${file}: ${lines.length} OCR lines, ${ms} ms`)
      console.log(JSON.stringify(showLines ? { ...receipt, lines } : receipt))
    } catch (error) {
      failed = true
      console.error(`${file}: ${error instanceof Error ? error.message : String(error)}`)
      console.log(JSON.stringify({ file, error: error instanceof Error ? error.message : String(error) }))
    }
  }
  await engine.release()
  process.exit(failed ? 1 : 0)
}

main()
