import { Check, Lock, type LucideIcon, QrCode, Radio, ReceiptText, Smartphone, Users, WalletCards } from 'lucide-react'
import { CtaBand } from '@/components/public/cta-band'
import { Band, FeatureCard, IconBadge, PageIntro, SectionHeading } from '@/components/public/marketing'
import { PUBLIC_PAGE } from '@/lib/page-handle'

type Core = { id: string; icon: LucideIcon; title: string; lead: string; points: string[] }

const core: Core[] = [
  {
    id: 'groups',
    icon: Users,
    title: 'Smart group management',
    lead: 'One event per meal or trip, with everyone who shares the bill in it.',
    points: [
      'Invite people by e-mail, by a six-character join code such as ABC-123, or with a QR code on the table.',
      'Add friends who have no account as guests, then give them their items so the totals stay complete.',
      'Keep a friends list and find people by username or handle.',
      'The host edits the details, resolves disputes and closes the event when it is settled.',
    ],
  },
  {
    id: 'splitting',
    icon: ReceiptText,
    title: 'Intelligent bill splitting',
    lead: 'Fair shares without a calculator, down to the last cent.',
    points: [
      'Photograph the receipt: items, prices, tax and tip are read automatically, and you confirm before anything is added.',
      'Split any item equally or by custom percentages; a split must total 100%.',
      'Tax and tip are charged to each person in proportion to their subtotal.',
      "Rounding always adds up: everyone's totals plus anything unclaimed equal the bill exactly.",
    ],
  },
  {
    id: 'tracking',
    icon: WalletCards,
    title: 'Expense tracking',
    lead: 'Know what happened at every event and who still owes whom.',
    points: [
      'Your dashboard lists every event you host or joined, with its total and item count.',
      'A per-person breakdown shows each item, share, tax and tip behind a total.',
      "Closing an event with 'Send Tabs' works out who owes the host and how much.",
      'Open Tabs shows what is owed to you and what you owe, across all events.',
    ],
  },
]

const extras: Array<{ icon: LucideIcon; title: string; body: string }> = [
  {
    icon: Lock,
    title: 'Secure and private',
    body: 'Events are visible only to their participants. Passwords are hashed, connections are encrypted, and your data is never sold.',
  },
  {
    icon: Radio,
    title: 'Real-time updates',
    body: 'Claims, splits, chat messages and new items appear for everyone in the event as they happen, without refreshing.',
  },
  {
    icon: Smartphone,
    title: 'Mobile friendly',
    body: 'Designed for a phone at the table first, with a bottom tab bar on small screens, and just as usable on a laptop.',
  },
  {
    icon: QrCode,
    title: 'Easy sharing',
    body: 'Every event has a join code and a QR code. Friends scan or type it and land straight in the event, even if they sign up first.',
  },
]

export const handle = PUBLIC_PAGE

export default function Component() {
  return (
    <main>
      <div className="px-4 pb-4 pt-12 sm:px-6 sm:pt-16">
        <PageIntro eyebrow="Features" title="Built for splitting real tabs">
          OpenTab handles the awkward part of eating out together: who had what, what the shared plates cost each
          person, and how much tax and tip that adds.
        </PageIntro>
      </div>

      <Band className="pt-10 sm:pt-12">
        <div className="space-y-6">
          {core.map((block) => (
            <section
              key={block.id}
              aria-labelledby={`${block.id}-title`}
              className="grid gap-6 rounded-3xl border border-app bg-surface p-6 shadow-sm sm:p-8 lg:grid-cols-[2fr_3fr] lg:gap-12"
            >
              <div>
                <IconBadge icon={block.icon} className="h-12 w-12" />
                <h2 id={`${block.id}-title`} className="mt-4 text-2xl font-bold tracking-tight text-app">
                  {block.title}
                </h2>
                <p className="mt-2 text-muted">{block.lead}</p>
              </div>
              <ul className="space-y-3 self-center">
                {block.points.map((point) => (
                  <li key={point} className="flex gap-3 text-sm leading-relaxed text-app sm:text-base">
                    <Check aria-hidden size={18} className="mt-0.5 shrink-0 text-brand-700 dark:text-brand-400" />
                    <span>{point}</span>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </Band>

      <Band tone="muted" aria-labelledby="extras-title">
        <SectionHeading id="extras-title" title="And the details that matter">
          The small things that make it work for a whole table, not just the person who paid.
        </SectionHeading>
        <div className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {extras.map((x) => (
            <FeatureCard key={x.title} icon={x.icon} title={x.title}>
              {x.body}
            </FeatureCard>
          ))}
        </div>
      </Band>

      <div className="pt-16 sm:pt-20">
        <CtaBand
          title="Try it at your next dinner"
          body="OpenTab is free. Create an account, start an event and invite the table."
          linkText="Create Your Free Account"
        />
      </div>
    </main>
  )
}
