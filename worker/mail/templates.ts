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
  const body = 'Welcome to OpenTab! Confirm your e-mail address to start splitting tabs with friends.'
  return {
    to,
    subject: 'Confirm your OpenTab account',
    text: `${body}\n\nConfirm your e-mail: ${url}\n\nThe link expires in 24 hours.`,
    html: layout('Confirm your e-mail', body, { label: 'Confirm e-mail', url }),
    links: [url],
  }
}

export function resetPasswordMessage(to: string, url: string): MailMessage {
  const body = 'Someone asked to reset the password of your OpenTab account. If it was not you, ignore this e-mail.'
  return {
    to,
    subject: 'Reset your OpenTab password',
    text: `${body}\n\nReset your password: ${url}\n\nThe link expires in 1 hour.`,
    html: layout('Reset your password', body, { label: 'Reset password', url }),
    links: [url],
  }
}

// The subjects of mails a host sets off are fixed text: nothing a host wrote (an event title, a first
// name) reaches a subject line, so the mails cannot be made to carry someone's message in their subject.
const INVITE_SUBJECT = "You're invited to an event on OpenTab"
const GUEST_SHARE_SUBJECT = 'Your bill on OpenTab'

/** An e-mail invitation to an event (a pending invite row); the link is the only way to the invitation. */
export function inviteMessage(
  to: string,
  invite: { firstName: string; hostName: string; eventTitle: string; url: string; days: number },
): MailMessage {
  const body = `Hi ${invite.firstName}, ${invite.hostName} invited you to split the tab for "${invite.eventTitle}" on OpenTab. Open the invitation to join the event.`
  return {
    to,
    subject: INVITE_SUBJECT,
    text: `${body}\n\nAccept the invitation: ${invite.url}\n\nThe invitation expires in ${invite.days} days.`,
    html: layout("You're invited", body, { label: 'Accept invitation', url: invite.url }),
    links: [invite.url],
  }
}

/** 'Placeholder items with sharing': a read-only link to one guest's items and bill (no account needed). */
export function guestShareMessage(
  to: string,
  p: { hostName: string; guestName: string; eventTitle: string; url: string },
): MailMessage {
  const body = `${p.hostName} shared ${p.guestName}'s items and bill from "${p.eventTitle}" on OpenTab. No account is needed to see them.`
  return {
    to,
    subject: GUEST_SHARE_SUBJECT,
    text: `${body}\n\nView the bill: ${p.url}\n\nAnyone with this link can see this bill, so keep it to yourself. ${p.hostName} can turn the link off at any time.`,
    html: layout('Your bill on OpenTab', body, { label: 'View the bill', url: p.url }),
    links: [p.url],
  }
}
