// The error layout: 404 (badge, title, description, illustration, the route-validation line)
// and the generic error page. Both stand alone, without header or footer.
import { Link, useRouter, useRouterState } from '@tanstack/react-router'
import { useShellMessages } from '../../shared/copy/shell-messages'
import { t } from '../../shared/i18n/messages'
import { useLocaleParam } from '../../shared/i18n/use-site-locale'

function LostIllustration() {
  return (
    <svg className="error-art" viewBox="0 0 240 160" aria-hidden="true" focusable="false">
      <rect x="30" y="30" width="180" height="110" rx="14" className="error-art__card" />
      <path d="M70 70h100M70 92h70M70 114h40" className="error-art__lines" />
      <circle cx="178" cy="48" r="26" className="error-art__bubble" />
      <path d="M170 42a8 8 0 1 1 11 7c-2 1-3 3-3 5v2M178 62v1" className="error-art__mark" />
    </svg>
  )
}

function HomeLink() {
  return (
    <Link to="/{-$locale}" params={{ locale: useLocaleParam() }} className="button button--primary">
      {t(useShellMessages(), 'error_home_link')}
    </Link>
  )
}

export function NotFoundPage() {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const messages = useShellMessages()
  return (
    <main className="error-layout" id="main-content">
      <LostIllustration />
      <p className="error-layout__badge">{t(messages, 'error_404_badge')}</p>
      <h1>{t(messages, 'error_404_title')}</h1>
      <p>{t(messages, 'error_404_description')}</p>
      <p className="error-layout__path">
        <bdi>{t(messages, 'error_404_path', { path: pathname })}</bdi>
      </p>
      <HomeLink />
    </main>
  )
}

export function ErrorPage() {
  const router = useRouter()
  const messages = useShellMessages()
  return (
    <main className="error-layout" id="main-content">
      <LostIllustration />
      <h1>{t(messages, 'error_500_title')}</h1>
      <p>{t(messages, 'error_500_description')}</p>
      <button type="button" className="button button--primary" onClick={() => router.invalidate()}>
        {t(messages, 'error_retry')}
      </button>
    </main>
  )
}
