// The request middleware in front of every page: host rules, locale negotiation and blocked
// countries (decided by app/shared/site/request-routing.ts), then the security baseline on the answer.
// The chosen locale travels to rendering as request context.
import { createMiddleware } from '@tanstack/react-start'
import { getRequestIP } from '@tanstack/react-start/server'
import { clientAddress } from '../../../contract/client-ip'
import { ACCESS_DENIED_PATH, decideRequest, isDocumentRequest, isPagePathname } from '../site/request-routing'
import { DEFAULT_LOCALE, type LocaleCode } from '../i18n/locales'
import { hostKindOf, type HostKind } from '../site/site-urls'
import { getConfig } from '../site/config.server'
import { applyCachePolicy, PERSONAL } from './cache-policy'
import { applyBaseline } from './security-headers'
import { COOKIES, readCookie, setCookieHeader } from '../cookies/cookies'
import { takeLink } from '../session/pending-link'
import { isFormPage } from '../forms/form-pages'
import { encodePendingLink } from '../session/pending-link.server'
import { visitorCountry } from './visitor'
import { DEVICE_HINT_HEADER } from '../viewport/viewport'

export interface RequestSite {
  localeCode: LocaleCode
  hostKind: HostKind
  /** Visitor country (geo header, else the locale's), lower case. */
  country: string | null
  /** The visitor's address: the peer, or the rightmost untrusted X-Forwarded-For hop behind a trusted proxy. */
  clientIp: string | null
}

export const siteMiddleware = createMiddleware().server(async ({ request, next, handlerType }) => {
  const config = getConfig()
  const url = new URL(request.url)
  const isPagePath = handlerType === 'router' && isPagePathname(url.pathname)
  // A page with a form takes it posted (its route answers it, shared/forms/form-action.server.ts).
  const formPage = isPagePath && isFormPage(url.pathname)
  const formPost = formPage && request.method === 'POST'
  if (isPagePath && !formPost && request.method !== 'GET' && request.method !== 'HEAD') {
    const headers = new Headers({ Allow: formPage ? 'GET, HEAD, POST' : 'GET, HEAD', 'Cache-Control': 'no-store' })
    applyBaseline(headers)
    return new Response(null, { status: 405, headers })
  }
  const isPage = isPagePath
  const geoCountry = visitorCountry(request, config.geoHeader)

  let site: RequestSite = {
    localeCode: DEFAULT_LOCALE.code,
    hostKind: hostKindOf(request.headers.get('host'), config),
    country: geoCountry,
    clientIp: clientAddress(getRequestIP() ?? null, request.headers.get('x-forwarded-for'), config.trustProxy),
  }
  let vary: string[] = []
  if (isPage) {
    const decision = decideRequest(
      {
        host: request.headers.get('host'),
        pathname: url.pathname,
        search: url.search,
        // A post is answered where it was sent, in its page's language: never redirected to another locale.
        isDocument: !formPost && isDocumentRequest(request.headers.get('sec-fetch-dest'), request.headers.get('accept')),
        cookie: readCookie(request.headers.get('cookie'), COOKIES.locale.name),
        acceptLanguage: request.headers.get('accept-language'),
        geoCountry,
      },
      config,
    )
    if (decision.type === 'redirect') {
      const headers = new Headers({ Location: decision.location, 'Cache-Control': 'no-store' })
      // The detected locale is remembered, as the localization modal's choice is (SPEC §2, §3).
      if (decision.remember) headers.append('Set-Cookie', setCookieHeader('locale', decision.remember, { secure: config.secureCookies }))
      applyBaseline(headers, decision.vary)
      return new Response(null, { status: decision.status, headers })
    }
    if (formPost && decision.country && config.blockedCountries.has(decision.country) && url.pathname !== ACCESS_DENIED_PATH) {
      // Whoever may not see a page may not post to it either.
      const headers = new Headers({ Location: ACCESS_DENIED_PATH, 'Cache-Control': 'no-store' })
      applyBaseline(headers, decision.vary)
      return new Response(null, { status: 303, headers })
    }
    site = { ...site, localeCode: decision.locale.code, hostKind: decision.hostKind, country: decision.country }
    // A first request is rendered for the device class its client hint names (shared/viewport).
    vary = [...decision.vary, DEVICE_HINT_HEADER]
    const intake = takeLink(url)
    if (intake) {
      // An e-mailed link's secret leaves the address bar before the page (or any tag) loads.
      const headers = new Headers({ Location: intake.location, 'Cache-Control': 'no-store' })
      const flags = { secure: config.secureCookies }
      const value = intake.link ? encodePendingLink(intake.link) : ''
      headers.append('Set-Cookie', setCookieHeader('pendingLink', value, flags, !intake.link))
      applyBaseline(headers, vary)
      applyCachePolicy(request.headers, headers)
      return new Response(null, { status: 303, headers })
    }
  }

  const result = await next({ context: { site } })
  // Asks Chromium browsers for the hint on the next requests (it sends this one by default anyway).
  if (isPage) result.response.headers.set('Accept-CH', DEVICE_HINT_HEADER)
  applyBaseline(result.response.headers, vary)
  applyCachePolicy(request.headers, result.response.headers)
  // The answer to a posted form is the visitor's alone (a page rendered with what they typed, or a 303).
  if (formPost) result.response.headers.set('Cache-Control', PERSONAL)
  return compressHtml(request, result.response) ?? result
})

/**
 * Gzips rendered HTML for browsers that accept it (static assets are pre-compressed at build
 * time). A CDN in front may do this too; it then passes the compressed body through.
 */
function compressHtml(request: Request, response: Response): Response | null {
  const type = response.headers.get('content-type') ?? ''
  if (!response.body || !type.startsWith('text/html') || response.headers.has('content-encoding')) return null
  if (!/\bgzip\b/.test(request.headers.get('accept-encoding') ?? '')) return null
  const headers = new Headers(response.headers)
  headers.set('Content-Encoding', 'gzip')
  headers.delete('Content-Length')
  applyBaseline(headers, ['Accept-Encoding'])
  return new Response(response.body.pipeThrough(new CompressionStream('gzip')), {
    status: response.status,
    statusText: response.statusText,
    headers,
  })
}
