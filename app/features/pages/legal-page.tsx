// The privacy policy and the terms: the document rendered on the server from the repository's
// Markdown (legal-documents.server.ts), with its table of contents.
import { t } from '../../shared/i18n/messages'
import type { ContentPageOf } from './page-messages'

export function LegalPage({ page }: { page: ContentPageOf<'policy'> | ContentPageOf<'terms'> }) {
  const { messages, document } = page
  return (
    <article className="page page--legal">
      <header className="page__header">
        <h1>{'policy_heading' in messages ? t(messages, 'policy_heading') : t(messages, 'terms_heading')}</h1>
      </header>
      <div className="legal-layout">
        <nav className="legal-toc" aria-labelledby="legal-toc-title">
          <h2 id="legal-toc-title">{t(messages, 'legal_toc')}</h2>
          <ol>
            {document.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        {/* Rendered on the server from the repository's own Markdown; raw HTML in it is escaped. */}
        <div className="prose" dangerouslySetInnerHTML={{ __html: document.html }} />
      </div>
    </article>
  )
}
