import { MAIL } from '../../src/messages/mail'
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

export function confirmEmailMessage(to: string, url: string): MailMessage {
  const body = MAIL.welcomeToOpentabConfirm
  return {
    to,
    subject: MAIL.confirmYourOpentabAccount,
    text: MAIL.confirmYourEmailThe(body, url),
    html: layout(MAIL.confirmYourEmail, body, { label: MAIL.confirmEmail, url }),
    links: [url],
  }
}

export function resetPasswordMessage(to: string, url: string): MailMessage {
  const body = MAIL.someoneAskedToReset
  return {
    to,
    subject: MAIL.resetYourOpentabPassword,
    text: MAIL.resetYourPasswordThe(body, url),
    html: layout(MAIL.resetYourPassword, body, { label: MAIL.resetPassword, url }),
    links: [url],
  }
}

// The subjects of mails a host sets off are fixed text: nothing a host wrote (an event title, a first
// name) reaches a subject line, so the mails cannot be made to carry someone's message in their subject.
const INVITE_SUBJECT = MAIL.youreInvitedToAn
const GUEST_SHARE_SUBJECT = MAIL.yourBillOnOpentab

/** An e-mail invitation to an event (a pending invite row); the link is the only way to the invitation. */
export function inviteMessage(
  to: string,
  invite: { firstName: string; hostName: string; eventTitle: string; url: string; days: number },
): MailMessage {
  const body = MAIL.hiInvitedYouTo(invite.firstName, invite.hostName, invite.eventTitle)
  return {
    to,
    subject: INVITE_SUBJECT,
    text: MAIL.acceptTheInvitationThe(body, invite.url, invite.days),
    html: layout(MAIL.youreInvited, body, { label: MAIL.acceptInvitation, url: invite.url }),
    links: [invite.url],
  }
}

/** 'Placeholder items with sharing': a read-only link to one guest's items and bill (no account needed). */
export function guestShareMessage(
  to: string,
  p: { hostName: string; guestName: string; eventTitle: string; url: string },
): MailMessage {
  const body = MAIL.sharedSItemsAnd(p.hostName, p.guestName, p.eventTitle)
  return {
    to,
    subject: GUEST_SHARE_SUBJECT,
    text: MAIL.viewTheBillAnyone(body, p.url, p.hostName),
    html: layout(MAIL.yourBillOnOpentab, body, { label: MAIL.viewTheBill, url: p.url }),
    links: [p.url],
  }
}
