import * as MAIL from '../../src/messages/mail'
import type { MailMessage } from './mailer'

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c)

function layout(title: string, body: string, action: { label: string; url: string }) {
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;background:#0b1220;color:#e5e7eb;padding:24px">
<div style="max-width:480px;margin:auto;background:#111827;border-radius:12px;padding:24px">
<h1 style="font-size:20px;margin:0 0 12px">${escapeHtml(title)}</h1>
<p style="line-height:1.5">${escapeHtml(body)}</p>
<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#10b981;color:#04130d;padding:10px 16px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p>
<p style="font-size:12px;color:#9ca3af">If the button does not work, open this link: ${escapeHtml(action.url)}</p>
</div></body></html>`
}

// An account mail: one message and one button with the link.
function accountMail(
  to: string,
  url: string,
  words: { subject: string; title: string; body: string; button: string; text: (body: string, url: string) => string },
): MailMessage {
  return {
    to,
    subject: words.subject,
    text: words.text(words.body, url),
    html: layout(words.title, words.body, { label: words.button, url }),
    links: [url],
  }
}

export const confirmEmailMessage = (to: string, url: string) =>
  accountMail(to, url, {
    subject: MAIL.confirmSubject,
    title: MAIL.confirmTitle,
    body: MAIL.confirmBody,
    button: MAIL.confirmButton,
    text: MAIL.confirmText,
  })

export const resetPasswordMessage = (to: string, url: string) =>
  accountMail(to, url, {
    subject: MAIL.resetSubject,
    title: MAIL.resetTitle,
    body: MAIL.resetBody,
    button: MAIL.resetButton,
    text: MAIL.resetText,
  })

/** A guest's sign-in link (decision 054): opening it signs in to this e-mail's account with the guest's tabs. */
export const signInLinkMessage = (to: string, url: string) =>
  accountMail(to, url, {
    subject: MAIL.signInLinkSubject,
    title: MAIL.signInLinkTitle,
    body: MAIL.signInLinkBody,
    button: MAIL.signInLinkButton,
    text: MAIL.signInLinkText,
  })

// The subjects of mails a host sets off are fixed text: nothing a host wrote (an event title, a first
// name) reaches a subject line, so the mails cannot be made to carry someone's message in their subject.
const INVITE_SUBJECT = MAIL.inviteSubject
const GUEST_SHARE_SUBJECT = MAIL.guestShareSubject

/** An e-mail invitation to an event (a pending invite row); the link is the only way to the invitation. */
export function inviteMessage(
  to: string,
  invite: { firstName: string; hostName: string; eventTitle: string; url: string; days: number },
): MailMessage {
  const body = MAIL.inviteBody(invite.firstName, invite.hostName, invite.eventTitle)
  return {
    to,
    subject: INVITE_SUBJECT,
    text: MAIL.inviteText(body, invite.url, invite.days),
    html: layout(MAIL.inviteTitle, body, { label: MAIL.inviteButton, url: invite.url }),
    links: [invite.url],
  }
}

/** 'Placeholder items with sharing': a read-only link to one guest's items and bill (no account needed). */
export function guestShareMessage(
  to: string,
  p: { hostName: string; guestName: string; eventTitle: string; url: string },
): MailMessage {
  const body = MAIL.guestShareBody(p.hostName, p.guestName, p.eventTitle)
  return {
    to,
    subject: GUEST_SHARE_SUBJECT,
    text: MAIL.guestShareText(body, p.url, p.hostName),
    html: layout(MAIL.guestShareSubject, body, { label: MAIL.guestShareButton, url: p.url }),
    links: [p.url],
  }
}
