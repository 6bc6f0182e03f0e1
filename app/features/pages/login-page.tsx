// The login page around the sign-in panel the route passes in (`children`), beside the invitation
// to join.
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { t } from '../../shared/i18n/messages'
import { useSiteSettings } from '../../shared/i18n/use-site-locale'
import { StepArt } from './illustrations'
import type { ContentPageOf } from './page-messages'

export function LoginPage({
  page: { messages },
  locale,
  children,
}: {
  page: ContentPageOf<'login'>
  locale: string | undefined
  children: ReactNode
}) {
  const site = { site: useSiteSettings().siteName }
  return (
    <article className="page page--login">
      <div className="login-layout">
        <div className="login-layout__panel">
          <h1>{t(messages, 'login_heading', site)}</h1>
          <p className="page__intro">{t(messages, 'login_intro')}</p>
          {children}
        </div>
        <aside className="login-layout__aside" aria-labelledby="login-new">
          <StepArt index={0} />
          <h2 id="login-new">{t(messages, 'login_new_title', site)}</h2>
          <p>{t(messages, 'login_new_text')}</p>
          <Link to="/{-$locale}/register" params={{ locale }} className="button button--primary">
            {t(messages, 'page_cta_join', site)}
          </Link>
          <p className="login-layout__help">{t(messages, 'login_help')}</p>
        </aside>
      </div>
    </article>
  )
}
