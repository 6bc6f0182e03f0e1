// A content or landing page: heading, introduction and the join call to action.
import { Link } from '@tanstack/react-router'
import type { ContentPageCopy } from './page-copy.server'

export function ContentPage({ copy, locale }: { copy: ContentPageCopy; locale: string | undefined }) {
  return (
    <article className="content-page">
      <h1>{copy.heading}</h1>
      <p className="content-page__intro">{copy.intro}</p>
      <Link to="/{-$locale}/register" params={{ locale }} className="button button--primary">
        {copy.cta}
      </Link>
    </article>
  )
}
