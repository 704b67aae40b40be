// 'My Events' on the dashboard. Placeholder until the events work lands: no events can exist yet.
export function MyEventsPanel() {
  return (
    <section aria-labelledby="my-events-heading" className="space-y-3">
      <h2 id="my-events-heading" className="text-lg font-semibold">
        My Events
      </h2>
      <p className="text-muted">You don't have any events yet</p>
    </section>
  )
}
