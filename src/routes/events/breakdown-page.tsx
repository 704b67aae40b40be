// Placeholder screen: replaced by its feature's work.
export function Component() {
  return (
    <main className="mx-auto max-w-3xl p-6">
      <h1 className="text-2xl font-bold">Breakdown</h1>
    </main>
  )
}
