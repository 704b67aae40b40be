import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'

/** The closing call to action on marketing pages: one heading, one line, one link to sign-up. */
export function CtaBand({ title, body, linkText }: { title: string; body: string; linkText: string }) {
  return (
    <section aria-labelledby="cta-title" className="px-4 pb-20 sm:px-6">
      <div className="relative mx-auto max-w-5xl overflow-hidden rounded-3xl border border-brand-500/30 bg-gradient-to-br from-brand-500/15 via-surface to-surface px-6 py-12 text-center shadow-sm sm:px-12 sm:py-16">
        <h2 id="cta-title" className="text-balance text-2xl font-bold tracking-tight text-app sm:text-3xl">
          {title}
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-pretty text-muted">{body}</p>
        <Button asChild size="lg" className="mt-8 w-full sm:w-auto">
          <Link to="/auth?mode=signup">
            {linkText}
            <ArrowRight aria-hidden size={18} />
          </Link>
        </Button>
      </div>
    </section>
  )
}
