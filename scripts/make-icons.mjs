// Renders the app icons (public/icons/*.png) from the logo in public/favicon.svg with Debian's Chromium:
// "any" icons are the logo edge to edge; "maskable" ones put it inside the 80% safe zone on a full-bleed
// background, so a launcher's circle or squircle mask never cuts the T. Run after changing the logo:
//   node scripts/make-icons.mjs
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { chromium } from 'playwright-core'

const root = path.resolve(import.meta.dirname, '..')
const svg = readFileSync(path.join(root, 'public/favicon.svg'), 'utf8')
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' })
const page = await browser.newPage()
for (const size of [192, 512]) {
  for (const maskable of [false, true]) {
    const inner = maskable ? Math.round(size * 0.7) : size
    await page.setViewportSize({ width: size, height: size })
    await page.setContent(
      `<body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${maskable ? '#10b981' : 'transparent'}">
        <div style="width:${inner}px;height:${inner}px">${svg.replace('<svg ', `<svg width="${inner}" height="${inner}" `)}</div></body>`,
    )
    const file = `public/icons/icon-${size}${maskable ? '-maskable' : ''}.png`
    await page.screenshot({ path: path.join(root, file), omitBackground: !maskable })
    console.log('wrote', file)
  }
}
await browser.close()
