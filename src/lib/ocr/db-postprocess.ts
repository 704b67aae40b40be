// Turns the text-probability map of a DB (Differentiable Binarization) detector,
// as used by PP-OCR, into rotated text boxes. Same steps as PaddleOCR's
// DBPostProcess (threshold, components, min-area rectangle, box score, unclip),
// written on typed arrays so no OpenCV build is needed in the browser.

export interface RotatedBox {
  cx: number
  cy: number
  /** Unit vector along the text direction (x >= 0). */
  ux: number
  uy: number
  /** Extent along u (width) and along the perpendicular (height). */
  width: number
  height: number
  score: number
}

export interface DbOptions {
  threshold: number
  boxThreshold: number
  unclipRatio: number
  minSide: number
  maxCandidates: number
}

export const defaultDbOptions: DbOptions = {
  threshold: 0.3,
  boxThreshold: 0.6,
  unclipRatio: 1.6,
  minSide: 3,
  maxCandidates: 1000,
}

export function boxesFromProbabilityMap(
  prob: Float32Array,
  width: number,
  height: number,
  options: DbOptions = defaultDbOptions,
): RotatedBox[] {
  const labels = new Int32Array(width * height)
  const boxes: RotatedBox[] = []
  const stack: number[] = []
  let next = 0
  for (let start = 0; start < prob.length; start++) {
    if (labels[start] !== 0 || (prob[start] ?? 0) <= options.threshold) continue
    next++
    if (next > options.maxCandidates) break
    // Flood fill (8-connected) collecting the component's pixels.
    const xs: number[] = []
    const ys: number[] = []
    labels[start] = next
    stack.push(start)
    while (stack.length > 0) {
      const i = stack.pop() as number
      const x = i % width
      const y = (i - x) / width
      xs.push(x)
      ys.push(y)
      for (let dy = -1; dy <= 1; dy++) {
        const ny = y + dy
        if (ny < 0 || ny >= height) continue
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx
          if (nx < 0 || nx >= width) continue
          const j = ny * width + nx
          if (labels[j] === 0 && (prob[j] ?? 0) > options.threshold) {
            labels[j] = next
            stack.push(j)
          }
        }
      }
    }
    if (xs.length < 4) continue
    for (const part of splitStackedLines(xs, ys)) {
      const rect = minAreaRect(convexHull(part.xs, part.ys))
      if (Math.min(rect.width, rect.height) < options.minSide) continue
      const score = meanInsideRect(prob, width, height, rect)
      if (score < options.boxThreshold) continue
      // Unclip: the detector predicts shrunk text kernels; grow them back by
      // area * ratio / perimeter on every side (PaddleOCR's offset distance).
      const distance = (rect.width * rect.height * options.unclipRatio) / (2 * (rect.width + rect.height))
      const grown = { ...rect, width: rect.width + 2 * distance, height: rect.height + 2 * distance }
      if (Math.min(grown.width, grown.height) < options.minSide + 2) continue
      boxes.push({ ...grown, score })
    }
  }
  return boxes
}

/**
 * On small or tightly printed receipts the kernels of consecutive lines touch
 * ("$12.99 / $12.99 / $2.50" in a price column) and come out as one blob. Cut
 * a blob where its pixel count across the text direction drops to a thin
 * bridge; one line of large print has no such valley and stays whole.
 */
function splitStackedLines(xs: number[], ys: number[]): { xs: number[]; ys: number[] }[] {
  const rect = minAreaRect(convexHull(xs, ys))
  if (rect.height < 8) return [{ xs, ys }]
  const vx = -rect.uy
  const vy = rect.ux
  const vOf = (i: number) => ((xs[i] as number) - rect.cx) * vx + ((ys[i] as number) - rect.cy) * vy
  const v0 = Math.floor(-rect.height / 2)
  const bins = new Array<number>(Math.ceil(rect.height) + 2).fill(0)
  for (let i = 0; i < xs.length; i++) {
    const b = Math.min(bins.length - 1, Math.max(0, Math.floor(vOf(i)) - v0))
    bins[b] = (bins[b] as number) + 1
  }
  const peak = Math.max(...bins)
  const low = bins.map((c) => c < 0.2 * peak)
  // Runs of "high" bins are lines; keep runs at least 3 bins tall.
  const runs: [number, number][] = []
  let start = -1
  low.forEach((isLow, b) => {
    if (!isLow && start < 0) start = b
    if ((isLow || b === low.length - 1) && start >= 0) {
      const end = isLow ? b - 1 : b
      if (end - start + 1 >= 3) runs.push([start, end])
      start = -1
    }
  })
  if (runs.length < 2) return [{ xs, ys }]
  const parts = runs.map(() => ({ xs: [] as number[], ys: [] as number[] }))
  for (let i = 0; i < xs.length; i++) {
    const b = Math.floor(vOf(i)) - v0
    // Nearest run; pixels of the bridge go to whichever line is closer.
    let best = 0
    let bestDist = Number.POSITIVE_INFINITY
    runs.forEach(([a, z], r) => {
      const d = b < a ? a - b : b > z ? b - z : 0
      if (d < bestDist) {
        bestDist = d
        best = r
      }
    })
    parts[best]?.xs.push(xs[i] as number)
    parts[best]?.ys.push(ys[i] as number)
  }
  return parts.filter((p) => p.xs.length >= 4)
}

type Point = [number, number]

/** Monotone-chain convex hull over pixel squares (corners, so 1-px lines keep their thickness). */
function convexHull(xs: number[], ys: number[]): Point[] {
  // Per row keep only the extreme pixels: the hull only depends on them.
  const rows = new Map<number, [number, number]>()
  for (let i = 0; i < xs.length; i++) {
    const y = ys[i] as number
    const x = xs[i] as number
    const r = rows.get(y)
    if (!r) rows.set(y, [x, x])
    else {
      if (x < r[0]) r[0] = x
      if (x > r[1]) r[1] = x
    }
  }
  const pts: Point[] = []
  for (const [y, [lo, hi]] of rows) {
    pts.push([lo, y], [lo, y + 1], [hi + 1, y], [hi + 1, y + 1])
  }
  pts.sort((a, b) => a[0] - b[0] || a[1] - b[1])
  const cross = (o: Point, a: Point, b: Point) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])
  const lower: Point[] = []
  for (const p of pts) {
    while (lower.length >= 2 && cross(lower[lower.length - 2] as Point, lower[lower.length - 1] as Point, p) <= 0)
      lower.pop()
    lower.push(p)
  }
  const upper: Point[] = []
  for (let i = pts.length - 1; i >= 0; i--) {
    const p = pts[i] as Point
    while (upper.length >= 2 && cross(upper[upper.length - 2] as Point, upper[upper.length - 1] as Point, p) <= 0)
      upper.pop()
    upper.push(p)
  }
  lower.pop()
  upper.pop()
  return lower.concat(upper)
}

/** Rotating-calipers minimum-area rectangle; u is the long-ish, rightward axis. */
function minAreaRect(hull: Point[]): Omit<RotatedBox, 'score'> {
  let best = { area: Number.POSITIVE_INFINITY, cx: 0, cy: 0, ux: 1, uy: 0, width: 0, height: 0 }
  for (let i = 0; i < hull.length; i++) {
    const a = hull[i] as Point
    const b = hull[(i + 1) % hull.length] as Point
    const len = Math.hypot(b[0] - a[0], b[1] - a[1])
    if (len === 0) continue
    const ux = (b[0] - a[0]) / len
    const uy = (b[1] - a[1]) / len
    let minU = Number.POSITIVE_INFINITY
    let maxU = Number.NEGATIVE_INFINITY
    let minV = Number.POSITIVE_INFINITY
    let maxV = Number.NEGATIVE_INFINITY
    for (const p of hull) {
      const pu = p[0] * ux + p[1] * uy
      const pv = -p[0] * uy + p[1] * ux
      if (pu < minU) minU = pu
      if (pu > maxU) maxU = pu
      if (pv < minV) minV = pv
      if (pv > maxV) maxV = pv
    }
    const area = (maxU - minU) * (maxV - minV)
    if (area < best.area - 1e-6) {
      const mu = (minU + maxU) / 2
      const mv = (minV + maxV) / 2
      best = {
        area,
        cx: mu * ux - mv * uy,
        cy: mu * uy + mv * ux,
        ux,
        uy,
        width: maxU - minU,
        height: maxV - minV,
      }
    }
  }
  return orientHorizontal(best)
}

/** Express the rectangle with the axis nearest to horizontal as u, pointing right. */
function orientHorizontal(r: { cx: number; cy: number; ux: number; uy: number; width: number; height: number }) {
  let { ux, uy, width, height } = r
  if (Math.abs(uy) > Math.abs(ux)) {
    // Swap axes: the perpendicular (-uy, ux) becomes the text direction.
    const nx = -uy
    const ny = ux
    ux = nx
    uy = ny
    const t = width
    width = height
    height = t
  }
  if (ux < 0) {
    ux = -ux
    uy = -uy
  }
  return { cx: r.cx, cy: r.cy, ux, uy, width, height }
}

function meanInsideRect(prob: Float32Array, width: number, height: number, r: Omit<RotatedBox, 'score'>): number {
  const hw = r.width / 2
  const hh = r.height / 2
  const ex = Math.abs(r.ux) * hw + Math.abs(r.uy) * hh
  const ey = Math.abs(r.uy) * hw + Math.abs(r.ux) * hh
  const x0 = Math.max(0, Math.floor(r.cx - ex))
  const x1 = Math.min(width - 1, Math.ceil(r.cx + ex))
  const y0 = Math.max(0, Math.floor(r.cy - ey))
  const y1 = Math.min(height - 1, Math.ceil(r.cy + ey))
  let sum = 0
  let n = 0
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      // Pixel centre relative to the rectangle centre, in rectangle axes.
      const dx = x + 0.5 - r.cx
      const dy = y + 0.5 - r.cy
      const u = dx * r.ux + dy * r.uy
      const v = -dx * r.uy + dy * r.ux
      if (Math.abs(u) <= hw && Math.abs(v) <= hh) {
        sum += prob[y * width + x] ?? 0
        n++
      }
    }
  }
  return n === 0 ? 0 : sum / n
}
