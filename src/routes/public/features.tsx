import { Check, Lock, type LucideIcon, QrCode, Radio, ReceiptText, Smartphone, Users, WalletCards } from 'lucide-react'
import { CtaBand } from '@/components/public/cta-band'
import { Band, FeatureCard, IconBadge, PageIntro, SectionHeading } from '@/components/public/marketing'
import { PUBLIC_PAGE } from '@/lib/page-handle'
import * as PUBLIC from '@/messages/public'

type Core = { id: string; icon: LucideIcon; title: string; lead: string; points: string[] }

const core: Core[] = [
  {
    id: 'groups',
    icon: Users,
    title: PUBLIC.smartGroupManagement,
    lead: PUBLIC.oneEventPerMeal,
    points: [PUBLIC.invitePeopleByEmail, PUBLIC.addFriendsWhoHave, PUBLIC.keepAFriendsList, PUBLIC.theHostEditsThe],
  },
  {
    id: 'splitting',
    icon: ReceiptText,
    title: PUBLIC.intelligentBillSplitting,
    lead: PUBLIC.fairSharesWithoutA,
    points: [
      PUBLIC.photographTheReceiptItems,
      PUBLIC.splitAnyItemEqually,
      PUBLIC.taxAndTipAre,
      PUBLIC.roundingAlwaysAddsUp,
    ],
  },
  {
    id: 'tracking',
    icon: WalletCards,
    title: PUBLIC.expenseTracking,
    lead: PUBLIC.knowWhatHappenedAt,
    points: [
      PUBLIC.yourDashboardListsEvery,
      PUBLIC.aPerPersonBreakdown,
      PUBLIC.closingAnEventWith,
      PUBLIC.openTabsShowsWhat,
    ],
  },
]

const extras: Array<{ icon: LucideIcon; title: string; body: string }> = [
  {
    icon: Lock,
    title: PUBLIC.secureAndPrivate,
    body: PUBLIC.eventsAreVisibleOnly,
  },
  {
    icon: Radio,
    title: PUBLIC.realTimeUpdates,
    body: PUBLIC.claimsSplitsChatMessages,
  },
  {
    icon: Smartphone,
    title: PUBLIC.mobileFriendly,
    body: PUBLIC.designedForAPhone,
  },
  {
    icon: QrCode,
    title: PUBLIC.easySharing,
    body: PUBLIC.everyEventHasA,
  },
]

export const handle = PUBLIC_PAGE

export default function Component() {
  return (
    <main>
      <div className="px-4 pb-4 pt-12 sm:px-6 sm:pt-16">
        <PageIntro eyebrow="Features" title={PUBLIC.builtForSplittingReal}>
          {PUBLIC.opentabHandlesTheAwkward}
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
        <SectionHeading id="extras-title" title={PUBLIC.andTheDetailsThat}>
          {PUBLIC.theSmallThingsThat}
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
        <CtaBand title={PUBLIC.tryItAtYour} body={PUBLIC.opentabIsFreeCreate} linkText={PUBLIC.createYourFreeAccount} />
      </div>
    </main>
  )
}
