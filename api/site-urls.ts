// How the reference API addresses the site's pages in the e-mails it sends: the locale prefix
// (none for the default `en`), then the page that receives the link (DESIGN.md §5).

/** `''` for the default `en`, `/fr-fr` otherwise. */
export function localePrefix(locale: string): string {
  return locale === 'en' ? '' : `/${locale}`
}

/** Verification and one-time login: the site's login page confirms, then POSTs the signed URL. */
export function siteLoginUrl(siteUrl: string, locale: string, signedUrl: string): string {
  return `${siteUrl}${localePrefix(locale)}/login?signed_url=${encodeURIComponent(signedUrl)}`
}

export function siteResetPasswordUrl(siteUrl: string, locale: string, token: string, email: string): string {
  return `${siteUrl}${localePrefix(locale)}/reset-password?token=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`
}
