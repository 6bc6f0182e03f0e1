// The error layout: 404 (badge, title, description, illustration, the route-validation line)
// and the generic error page. Both stand alone, without header or footer.
import { Link, useRouter, useRouterState } from '@tanstack/react-router'
import { fillTemplate } from '../../shared/copy/layout-copy'
import { useShellCopy } from '../../shared/copy/shell-copy'
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
      {useShellCopy().notFound.homeLink}
    </Link>
  )
}

export function NotFoundPage() {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const copy = useShellCopy().notFound
  return (
    <main className="error-layout" id="main-content">
      <LostIllustration />
      <p className="error-layout__badge">{copy.badge}</p>
      <h1>{copy.title}</h1>
      <p>{copy.description}</p>
      <p className="error-layout__path">
        <bdi>{fillTemplate(copy.path, { path: pathname })}</bdi>
      </p>
      <HomeLink />
    </main>
  )
}

export function ErrorPage() {
  const router = useRouter()
  const copy = useShellCopy().error
  return (
    <main className="error-layout" id="main-content">
      <LostIllustration />
      <h1>{copy.title}</h1>
      <p>{copy.description}</p>
      <button type="button" className="button button--primary" onClick={() => router.invalidate()}>
        {copy.retry}
      </button>
    </main>
  )
}
