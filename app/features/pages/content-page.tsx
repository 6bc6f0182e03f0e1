// A content or landing page: heading, introduction and the join call to action, or in its place
// what the route puts there (the login page's sign-in panel).
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { ContentPageCopy } from './page-copy.server'

export function ContentPage({ copy, locale, children }: { copy: ContentPageCopy; locale: string | undefined; children?: ReactNode }) {
  return (
    <article className="content-page">
      <h1>{copy.heading}</h1>
      <p className="content-page__intro">{copy.intro}</p>
      {children ?? (
        <Link to="/{-$locale}/register" params={{ locale }} className="button button--primary">
          {copy.cta}
        </Link>
      )}
    </article>
  )
}
