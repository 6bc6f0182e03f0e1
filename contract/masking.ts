// SPEC.md §9 masking: keep 2 characters at each end when there are more than 4, else 1. Applied
// to display names (live payouts) and to the local part of e-mail addresses (the auth dialog).

export function maskName(name: string): string {
  const chars = [...name.trim()]
  const keep = chars.length > 4 ? 2 : 1
  if (chars.length <= keep * 2) return chars.join('')
  return chars.slice(0, keep).join('') + '*'.repeat(chars.length - keep * 2) + chars.slice(-keep).join('')
}

/** The rule on the local part; the domain is kept. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@')
  return at < 0 ? maskName(email) : `${maskName(email.slice(0, at))}${email.slice(at)}`
}
