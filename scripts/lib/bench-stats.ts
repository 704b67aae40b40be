// Small statistics and an HTTP load loop for the benchmark (no load-testing dependency: a fixed number of
// Node fetch loops, each sending its next request when the previous answer has been read).

export const median = (xs: number[]) => quantile(xs, 0.5)

export function quantile(xs: number[], p: number) {
  if (xs.length === 0) return Number.NaN
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(s.length * p) - 1))] ?? Number.NaN
}

export type LoadResult = { rps: number; p50: number; p99: number; requests: number; failures: number }

/** `concurrency` loops call `request` for `seconds`; requests per second and latency quantiles (ms). */
export async function load(
  request: () => Promise<Response>,
  concurrency: number,
  seconds: number,
): Promise<LoadResult> {
  const latencies: number[] = []
  let failures = 0
  const started = performance.now()
  const end = started + seconds * 1000
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        const t = performance.now()
        const res = await request()
        await res.arrayBuffer()
        latencies.push(performance.now() - t)
        if (!res.ok) failures++
      }
    }),
  )
  const elapsed = (performance.now() - started) / 1000
  return {
    rps: latencies.length / elapsed,
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
    requests: latencies.length,
    failures,
  }
}
