// The header's account actions: "Sign in" and "Join now" for visitors; for members, "Go to the
// app" and "Sign out", whose code loads only for them. The routes compose them into the header.
import { Link } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { useLayoutCopy } from '../../shared/copy/layout-copy'
import { useLocaleParam, useSiteSettings } from '../../shared/i18n/use-site-locale'

const MemberActions = lazy(() => import('./member-actions').then((module) => ({ default: module.MemberActions })))

export function AccountActions() {
  const settings = useSiteSettings()
  const copy = useLayoutCopy()
  const params = { locale: useLocaleParam() }
  if (settings.authorized) {
    return (
      <Suspense fallback={null}>
        <MemberActions appUrl={settings.appUrl} />
      </Suspense>
    )
  }
  return (
    <>
      <Link to="/{-$locale}/login" params={params} className="button button--ghost">
        {copy.signIn}
      </Link>
      <Link to="/{-$locale}/register" params={params} className="button button--primary">
        {copy.join}
      </Link>
    </>
  )
}
