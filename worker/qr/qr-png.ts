import QRCode from 'qrcode'
import { encodeGreyPng } from './png'

export const QR_SIZE_PX = 300

export const joinLink = (origin: string, joinCode: string) => `${origin}/join/${encodeURIComponent(joinCode)}`

const QUIET_ZONE_MODULES = 4

/**
 * The PNG of `text`, about 300 px square: the qrcode library makes the module matrix (error
 * correction M) and ./png.ts writes it with the standard 4-module quiet zone, whole pixels per module.
 */
export async function qrPng(text: string): Promise<Uint8Array> {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' })
  const count = modules.size + 2 * QUIET_ZONE_MODULES
  const scale = Math.max(1, Math.floor(QR_SIZE_PX / count))
  const side = count * scale
  const pixels = new Uint8Array(side * side).fill(255)
  for (let row = 0; row < modules.size; row++)
    for (let col = 0; col < modules.size; col++) {
      if (!modules.get(row, col)) continue
      const top = (row + QUIET_ZONE_MODULES) * scale
      const left = (col + QUIET_ZONE_MODULES) * scale
      for (let y = top; y < top + scale; y++) pixels.fill(0, y * side + left, y * side + left + scale)
    }
  return encodeGreyPng(side, side, pixels)
}
