import {
  ArrowDown,
  ArrowRight,
  Calculator,
  Lock,
  type LucideIcon,
  Scale,
  ShieldCheck,
  Smartphone,
  Timer,
  Users,
} from 'lucide-react'
import { Link, Navigate } from 'react-router'
import { BillPreview } from '@/components/public/bill-preview'
import { CtaBand } from '@/components/public/cta-band'
import { Band, FeatureCard, IconBadge, SectionHeading } from '@/components/public/marketing'
import { useHashScroll } from '@/components/public/use-hash-scroll'
import { Button } from '@/components/ui/button'
import { STATIC_PUBLIC_PAGE } from '@/lib/page-handle'
import { useSession } from '@/lib/session'
import * as PUBLIC from '@/messages/public'

const features: Array<{ icon: LucideIcon; title: string; body: string }> = [
  {
    icon: Users,
    title: PUBLIC.groupManagement,
    body: PUBLIC.createAnEventFor,
  },
  {
    icon: Calculator,
    title: PUBLIC.smartCalculations,
    body: PUBLIC.snapTheReceiptAnd,
  },
  {
    icon: Scale,
    title: PUBLIC.fairDistribution,
    body: PUBLIC.everyoneClaimsTheirOwn,
  },
]

const benefits: Array<{ icon: LucideIcon; title: string; body: string }> = [
  {
    icon: Timer,
    title: PUBLIC.saveTime,
    body: PUBLIC.noMorePassingOne,
  },
  {
    icon: Lock,
    title: PUBLIC.secureAndPrivate,
    body: PUBLIC.anEventIsVisible,
  },
  {
    icon: ShieldCheck,
    title: PUBLIC.alwaysAccurate,
    body: PUBLIC.moneyIsCountedIn,
  },
  {
    icon: Smartphone,
    title: PUBLIC.worksEverywhere,
    body: PUBLIC.itRunsInThe,
  },
]

/** Plain HTML: nothing here needs React in the browser (decision 033). */
export const handle = STATIC_PUBLIC_PAGE

export default function Component() {
  const session = useSession()
  useHashScroll(session.status === 'signed-out' || session.status === 'suspended')
  // Signed-in people came for their events, not the pitch. While the session loads the page is drawn
  // as for a visitor (most are), so nothing shifts when it arrives (decision 023).
  if (session.status === 'signed-in') return <Navigate to="/dashboard" replace />

  return (
    <main>
      <section className="relative overflow-hidden px-4 pb-16 pt-12 sm:px-6 sm:pt-20 lg:pb-24">
        {/* Soft brand glow behind the hero; decorative only. */}
        <div
          aria-hidden
          className="pointer-events-none absolute left-1/2 -top-32 h-80 w-[min(56rem,120%)] -translate-x-1/2 rounded-full bg-brand-500/15 blur-3xl"
        />
        <div className="relative mx-auto grid max-w-6xl items-center gap-12 lg:grid-cols-[1.15fr_1fr]">
          <div className="text-center lg:text-left">
            <p className="inline-flex items-center gap-2 rounded-full border border-brand-500/30 bg-brand-500/10 px-3 py-1 text-sm font-medium text-emerald-800 dark:text-brand-300">
              {PUBLIC.billSplittingForGroups}
            </p>
            <h1 className="mt-5 text-balance text-4xl font-extrabold tracking-tight text-app sm:text-5xl lg:text-6xl">
              {PUBLIC.splitTheTabHeadline}{' '}
              <span className="text-brand-700 dark:text-brand-400">{PUBLIC.notTheFriendship}</span>
            </h1>
            <p className="mx-auto mt-5 max-w-xl text-pretty text-lg text-muted lg:mx-0">
              {PUBLIC.opentabTurnsOneRestaurant}
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center lg:justify-start">
              <Button asChild size="lg">
                <Link to="/auth?mode=signup">
                  {PUBLIC.getStarted}
                  <ArrowRight aria-hidden size={18} />
                </Link>
              </Button>
              <Button asChild size="lg" variant="secondary">
                <a href="#features">
                  {PUBLIC.learnMore}
                  <span className="sr-only"> {PUBLIC.aboutWhatOpentabDoes}</span>
                  <ArrowDown aria-hidden size={18} />
                </a>
              </Button>
            </div>
            <p className="mt-4 text-sm text-muted">
              {PUBLIC.haveAJoinCode}{' '}
              <Link
                to="/join"
                className="font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-400"
              >
                {PUBLIC.joinAnEvent}
              </Link>
            </p>
            <p className="mt-5 text-sm text-muted">{PUBLIC.freeToUseNothing}</p>
          </div>
          <div className="mx-auto w-full max-w-md lg:max-w-none">
            <BillPreview />
          </div>
        </div>
      </section>

      <Band tone="muted" aria-labelledby="features-title" id="features" className="scroll-mt-16">
        <SectionHeading id="features-title" title={PUBLIC.everythingTheEndOf}>
          {PUBLIC.fromTheFirstRound}
        </SectionHeading>
        <div className="mt-12 grid gap-6 md:grid-cols-3">
          {features.map((f) => (
            <FeatureCard key={f.title} icon={f.icon} title={f.title}>
              {f.body}
            </FeatureCard>
          ))}
        </div>
      </Band>

      <Band aria-labelledby="benefits-title">
        <SectionHeading id="benefits-title" title={PUBLIC.whySplitWithOpentab}>
          {PUBLIC.settlingUpShouldTake}
        </SectionHeading>
        <div className="mt-12 grid gap-6 sm:grid-cols-2">
          {benefits.map((b) => (
            <article key={b.title} className="flex gap-4 rounded-2xl border border-app bg-surface p-6 shadow-sm">
              <IconBadge icon={b.icon} />
              <div>
                <h3 className="text-lg font-semibold text-app">{b.title}</h3>
                <p className="mt-1.5 text-sm leading-relaxed text-muted">{b.body}</p>
              </div>
            </article>
          ))}
        </div>
      </Band>

      <CtaBand
        title={PUBLIC.yourNextDinnerSettled}
        body={PUBLIC.createAFreeAccount}
        linkText={PUBLIC.getStartedForFree}
      />
    </main>
  )
}
