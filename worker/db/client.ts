import { drizzle } from 'drizzle-orm/d1'

export type Db = ReturnType<typeof createDb>

/** D1 itself or one D1 Sessions API session (`env.DB.withSession(...)`): drizzle needs only prepare/batch. */
export type D1Handle = D1Database | D1DatabaseSession

/**
 * A drizzle database over D1, made for every request (withDb). Without a `schema`: nothing uses
 * drizzle's relational `db.query` API, and given the schema drizzle rebuilds its relational config
 * from every table on each call, about a millisecond of a request's worker time (better-auth's
 * adapter gets the schema itself: auth.ts).
 */
export function createDb(d1: D1Handle) {
  return drizzle(d1 as D1Database)
}

/**
 * Counts D1 round trips (each statement run on its own, each batch) for the benchmark. Only
 * `withDb` uses it, and only when the dev-only var BENCH_D1_COUNT is set (decision 023). The
 * statements stay D1's own objects, so `batch` still accepts them.
 */
export function countingD1<T extends D1Handle>(d1: T, counter: { calls: number }): T {
  const countStatement = (stmt: D1PreparedStatement): D1PreparedStatement => {
    for (const method of ['first', 'all', 'run', 'raw'] as const) {
      const original = stmt[method].bind(stmt) as (...args: unknown[]) => unknown
      Object.defineProperty(stmt, method, {
        value: (...args: unknown[]) => {
          counter.calls++
          return original(...args)
        },
      })
    }
    const bind = stmt.bind.bind(stmt)
    Object.defineProperty(stmt, 'bind', { value: (...values: unknown[]) => countStatement(bind(...values)) })
    return stmt
  }
  return new Proxy(d1, {
    get(target, prop) {
      if (prop === 'prepare') return (query: string) => countStatement(target.prepare(query))
      if (prop === 'batch')
        return (statements: D1PreparedStatement[]) => {
          counter.calls++
          return target.batch(statements)
        }
      const value = Reflect.get(target, prop, target)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
}
