import type { Db } from '../db/client'
import { devMailbox } from '../db/schema'
import { newId } from '../lib/ids'
import { isGuestEmail } from '../services/people/guest-identity'

export type MailMessage = { to: string; subject: string; text: string; html: string; links: string[] }

// One way to send mail: the dev mailbox in development, an HTTP provider in production.
export interface Mailer {
  send(message: MailMessage): Promise<void>
}

function devMailer(db: Db): Mailer {
  return {
    async send(message) {
      await db.insert(devMailbox).values({ id: newId(), ...message, createdAt: new Date() })
    },
  }
}

// Resend's HTTP API. `fetchFn` is injectable so tests replay recorded responses.
export function resendMailer(apiKey: string, from: string, fetchFn: typeof fetch = fetch): Mailer {
  return {
    async send(message) {
      const res = await fetchFn('https://api.resend.com/emails', {
        method: 'POST',
        headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          from,
          to: [message.to],
          subject: message.subject,
          text: message.text,
          html: message.html,
        }),
      })
      if (!res.ok) {
        // The provider's body names the problem (bad domain, quota...); the key is scrubbed
        // in case a provider ever echoes it, since this message ends up in logs.
        const detail = (await res.text().catch(() => '')).replaceAll(apiKey, '[redacted]').slice(0, 200)
        throw new Error(`Mail provider refused the message (${res.status}): ${detail}`)
      }
    },
  }
}

export function createMailer(env: Env, db: Db): Mailer {
  return neverToGuests(mailerFor(env, db))
}

function mailerFor(env: Env, db: Db): Mailer {
  if (env.APP_ENV === 'development') return devMailer(db)
  if (!env.RESEND_API_KEY) throw new Error('Mail is not configured: set RESEND_API_KEY')
  return resendMailer(env.RESEND_API_KEY, env.MAIL_FROM || 'OpenTab <no-reply@opentab.app>')
}

// A guest account's address is made up (decision 053): whatever asks to mail it, nothing goes out.
function neverToGuests(mailer: Mailer): Mailer {
  return {
    async send(message) {
      if (!isGuestEmail(message.to)) await mailer.send(message)
    },
  }
}
