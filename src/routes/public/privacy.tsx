import { Link } from 'react-router'
import { LegalPage, type LegalSection, SupportEmail } from '@/components/public/legal-page'
import { PUBLIC_PAGE } from '@/lib/page-handle'

const sections: LegalSection[] = [
  {
    id: 'information-we-collect',
    title: 'Information We Collect',
    body: (
      <>
        <p>We collect only what OpenTab needs to split a bill with your friends:</p>
        <ul>
          <li>
            <strong>Account details:</strong> your username, e-mail address, optional first name and avatar, and your
            password, which we store only as a salted hash and never in readable form.
          </li>
          <li>
            <strong>Events data:</strong> the events you create or join, their items and prices, who claimed or shared
            what, tax and tip settings, receipt photos you upload, chat and direct messages, settlements, and your
            friends and friend requests.
          </li>
          <li>
            <strong>Support tickets:</strong> the subject, description and any screenshot link you send us.
          </li>
          <li>
            <strong>Technical data:</strong> a cookie that keeps you signed in, and your IP address, used to limit
            repeated sign-in attempts. Your theme choice is kept in your own browser. We use cookies for sign-in only:
            no advertising or analytics cookies.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'how-we-use',
    title: 'How We Use Your Information',
    body: (
      <ul>
        <li>To run OpenTab: show your events, calculate each person's share, and keep everyone's view up to date.</li>
        <li>To read receipts you upload, so their items and totals can be added to your event.</li>
        <li>
          To send the e-mails the service needs: account confirmation, password resets, invitations and replies to your
          tickets.
        </li>
        <li>To keep accounts safe: limit abuse, investigate problems and enforce our Terms of Service.</li>
      </ul>
    ),
  },
  {
    id: 'sharing-and-rights',
    title: 'Information Sharing and Your Rights',
    body: (
      <>
        <h3 className="pt-1 text-lg font-semibold text-app">Information Sharing</h3>
        <p>
          <strong>We do not sell your data</strong>, and we do not use it for advertising. It is shared only:
        </p>
        <ul>
          <li>
            With the people in your events, who see your username, first name, avatar, the items you claimed or shared,
            your amounts and your messages in that event.
          </li>
          <li>
            With other users searching for friends, by username or handle, if you allow others to find and invite you.
          </li>
          <li>
            With the providers that run the service for us (hosting and storage, e-mail delivery and, when enabled,
            receipt reading), only as needed to do that work.
          </li>
          <li>When the law requires it.</li>
        </ul>
        <h3 className="pt-3 text-lg font-semibold text-app">Your Rights</h3>
        <p>
          You can see and correct your profile at any time. You can ask us for a copy of your data, or to delete your
          account and data, by writing to us; we answer within 30 days. You can also clear the sign-in cookie at any
          time by signing out.
        </p>
      </>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        Questions about privacy or your data: e-mail <SupportEmail />, or use the{' '}
        <Link to="/help" className="text-brand-700 underline underline-offset-4 dark:text-brand-400">
          Help Center
        </Link>
        .
      </p>
    ),
  },
]

export const handle = PUBLIC_PAGE

export default function Component() {
  return (
    <LegalPage
      title="Privacy Policy"
      updated="November 20, 2026"
      intro={
        <p>
          This policy explains what OpenTab collects when you use it to split bills, why, and what you can do about it.
          We have kept it short and plain.
        </p>
      }
      sections={sections}
    />
  )
}
