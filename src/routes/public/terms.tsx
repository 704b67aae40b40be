import { Link } from 'react-router'
import { LegalPage, type LegalSection, SupportEmail } from '@/components/public/legal-page'
import { PUBLIC_PAGE } from '@/lib/page-handle'

const sections: LegalSection[] = [
  {
    id: 'acceptance',
    title: 'Acceptance of Terms',
    body: (
      <p>
        By creating an account or using OpenTab you agree to these terms and to our{' '}
        <Link to="/privacy" className="text-brand-700 underline underline-offset-4 dark:text-brand-400">
          Privacy Policy
        </Link>
        . If you do not agree, please do not use the service.
      </p>
    ),
  },
  {
    id: 'accounts',
    title: 'Accounts',
    body: (
      <ul>
        <li>
          You need an account, with a username, a working e-mail address and a password, to create or join events.
        </li>
        <li>Keep your password to yourself. You are responsible for what happens under your account.</li>
        <li>Give accurate details. One person, one account; do not impersonate anyone.</li>
        <li>People added to an event as guests have no account and these terms apply to the host who added them.</li>
      </ul>
    ),
  },
  {
    id: 'service-rules',
    title: 'Service Rules',
    body: (
      <>
        <p>When you use OpenTab, do not:</p>
        <ul>
          <li>post anything unlawful, abusive or harassing in chats, messages, event names or items;</li>
          <li>upload images that are not yours to share or that contain other people's private information;</li>
          <li>try to reach data that is not yours, disrupt the service, or automate sign-ups or requests.</li>
        </ul>
        <p>
          OpenTab calculates amounts from the items, prices and percentages that you and your friends enter or confirm
          from a receipt. Please check them: we cannot guarantee that a receipt was read correctly or that entries were
          right.
        </p>
      </>
    ),
  },
  {
    id: 'payment-terms',
    title: 'Payment Terms',
    body: (
      <p>
        OpenTab is currently free. It does not hold, send or collect money: it tells you who owes whom, and paying is
        between you and your friends, by whatever means you choose. If we ever introduce paid features, we will announce
        them in advance and you will not be charged without agreeing first.
      </p>
    ),
  },
  {
    id: 'termination',
    title: 'Termination',
    body: (
      <p>
        You can stop using OpenTab at any time and ask us to close your account. We may suspend or close accounts that
        break these terms; a suspended account is signed out and cannot be used. After an account is terminated, its
        data may be deleted after 30 days.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to These Terms',
    body: (
      <p>
        We may update these terms as the service changes. We will change the date at the top of this page and, for
        significant changes, let you know by e-mail or in the app. Using OpenTab after a change means you accept the new
        terms.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        Questions about these terms: e-mail <SupportEmail />.
      </p>
    ),
  },
]

export const handle = PUBLIC_PAGE

export default function Component() {
  return (
    <LegalPage
      title="Terms of Service"
      updated="November 20, 2026"
      intro={<p>These terms are the rules for using OpenTab. They are written to be read, not skimmed past.</p>}
      sections={sections}
    />
  )
}
