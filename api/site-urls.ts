// How the reference API addresses the site's pages in the e-mails it sends: the locale prefix
// (none for the default `en`), then the page that receives the link (DESIGN.md §5).

/** `''` for the default `en`, `/fr-fr` otherwise. */
export function localePrefix(locale: string): string {
  return locale === 'en' ? '' : `/${locale}`
}

/**
 * Verification and one-time login: the site's login page confirms, asks the API for the signed
 * URL the token stands for (`auth/links/resolve`) and POSTs it. The bare token keeps the link
 * short (docs/decisions/109); the site still accepts the older `?signed_url=` links.
 */
export function siteLoginUrl(siteUrl: string, locale: string, token: string): string {
  return `${siteUrl}${localePrefix(locale)}/login?token=${encodeURIComponent(token)}`
}

export function siteResetPasswordUrl(siteUrl: string, locale: string, token: string, email: string): string {
  return `${siteUrl}${localePrefix(locale)}/reset-password?token=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`
}
