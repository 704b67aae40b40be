// Placeholder screen: replaced by the receipts work.
export function Component() {
  return (
    <main className="mx-auto max-w-3xl p-6">
      <h1 className="text-2xl font-bold">Receipt</h1>
    </main>
  )
}
