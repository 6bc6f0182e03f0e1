// Content and landing pages, by the shape of their copy (page-copy.server.ts): landing pages with
// benefits, steps and a closing call to action; about; contact; personal information; the login
// page around the sign-in panel the route passes in; and the legal documents. What a route passes
// as children (sign-in panel, live sections, a form) has its place in each layout.
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { RewardCategory } from '../../../contract/vocabulary'
import { PartnerMark, RewardArt, StepArt } from './illustrations'
import { Hero, StepList } from './sections'
import type { ContentBody, ContentPageCopy, EmailSentence, LandingPageId } from './page-copy.server'

type Params = { locale: string | undefined }

export function ContentPage({ copy, locale, children }: { copy: ContentPageCopy; locale: string | undefined; children?: ReactNode }) {
  const params = { locale }
  const body = copy.body
  switch (body.kind) {
    case 'landing':
      return (
        <LandingPage copy={copy} body={body} params={params}>
          {children}
        </LandingPage>
      )
    case 'legal':
      return <LegalPage copy={copy} body={body} />
    case 'login':
      return (
        <article className="page page--login">
          <div className="login-layout">
            <div className="login-layout__panel">
              <h1>{copy.heading}</h1>
              <p className="page__intro">{copy.intro}</p>
              {children}
            </div>
            <aside className="login-layout__aside" aria-labelledby="login-new">
              <StepArt index={0} />
              <h2 id="login-new">{body.newTitle}</h2>
              <p>{body.newText}</p>
              <Link to="/{-$locale}/register" params={params} className="button button--primary">
                {copy.cta}
              </Link>
              <p className="login-layout__help">{body.help}</p>
            </aside>
          </div>
        </article>
      )
    default:
      return (
        <article className="page">
          <header className="page__header">
            <h1>{copy.heading}</h1>
            <p className="page__intro">{copy.intro}</p>
          </header>
          <InfoBody body={body} params={params} cta={copy.cta}>
            {children}
          </InfoBody>
        </article>
      )
  }
}

function EmailLine({ sentence }: { sentence: EmailSentence }) {
  return (
    <>
      {sentence.before}
      <a href={`mailto:${sentence.email}`}>
        <bdi>{sentence.email}</bdi>
      </a>
      {sentence.after}
    </>
  )
}

/** `children`: the page's form (contact, personal information), placed where the copy asks for it. */
function InfoBody({
  body,
  params,
  cta,
  children,
}: {
  body: Exclude<ContentBody, { kind: 'landing' | 'legal' | 'login' }>
  params: Params
  cta: string
  children?: ReactNode
}) {
  switch (body.kind) {
    case 'about':
      return (
        <>
          <div className="info-grid">
            {body.sections.map((section) => (
              <section key={section.title} className="card info-card">
                <h2>{section.title}</h2>
                <p>{section.text}</p>
              </section>
            ))}
          </div>
          <p className="page__note">{body.operator}</p>
          <Link to="/{-$locale}/register" params={params} className="button button--primary button--large">
            {cta}
          </Link>
        </>
      )
    case 'contact':
      return (
        <>
          {children}
          <h2>{body.expectHeading}</h2>
          <div className="info-grid info-grid--three">
            {body.items.map((item) => (
              <section key={item.title} className="card info-card">
                <h3>{item.title}</h3>
                <p>{item.text}</p>
              </section>
            ))}
          </div>
          <p>
            <Link to="/{-$locale}" params={params} hash="faq" className="text-link">
              {body.faqLink}
            </Link>
          </p>
          <p className="page__note">
            <EmailLine sentence={body.email} />
          </p>
        </>
      )
    case 'personalInfo':
      return (
        <>
          <section className="card info-card info-card--highlight">
            <h2>{body.howHeading}</h2>
            <p>
              <EmailLine sentence={body.email} />
            </p>
          </section>
          {children}
          {body.sections.map((section) => (
            <section key={section.title} className="page__section">
              <h2>{section.title}</h2>
              <p>{section.text}</p>
            </section>
          ))}
          <p>
            <Link to="/{-$locale}/policy" params={params} hash="rights-california" className="text-link">
              {body.policyLink}
            </Link>
          </p>
        </>
      )
  }
}

const LANDING_ART: Record<LandingPageId, { reward: RewardCategory; brand?: { name: string; glyph: 'cart' | 'wallet' | 'card' } }> = {
  cash: { reward: 'transfers' },
  giftCards: { reward: 'gift_cards' },
  amazon: { reward: 'gift_cards', brand: { name: 'Amazon', glyph: 'cart' } },
  paypal: { reward: 'transfers', brand: { name: 'PayPal', glyph: 'wallet' } },
  visa: { reward: 'prepaid_cards', brand: { name: 'Visa', glyph: 'card' } },
}

/** `children`: the live sections, between the steps and the closing call to action. */
function LandingPage({
  copy,
  body,
  params,
  children,
}: {
  copy: ContentPageCopy
  body: Extract<ContentBody, { kind: 'landing' }>
  params: Params
  children?: ReactNode
}) {
  const art = LANDING_ART[body.page]
  return (
    <article className="landing">
      <Hero
        id="landing-heading"
        heading={copy.heading}
        intro={copy.intro}
        cta={copy.cta}
        locale={params.locale}
        variant="landing"
        art={
          <div className="landing-art">
            {/* Above the fold, like the home page's hero: fetched with the document, in its first paint. */}
            <RewardArt id={art.reward} eager />
            {art.brand && <PartnerMark name={art.brand.name} glyph={art.brand.glyph} />}
          </div>
        }
      />
      <section className="section" aria-label={copy.heading}>
        <ul className="benefit-grid">
          {body.benefits.map((benefit) => (
            <li key={benefit.title} className="card benefit">
              <svg viewBox="0 0 24 24" className="icon icon--large" aria-hidden="true" focusable="false">
                <path d="M5 12.5l4.5 4.5L19 7.5" />
              </svg>
              <h2>{benefit.title}</h2>
              <p>{benefit.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="section section--tinted" aria-labelledby="landing-steps">
        <div className="section__inner">
          <h2 id="landing-steps" className="section__title-center">
            {body.stepsHeading}
          </h2>
          <StepList steps={body.steps} />
        </div>
      </section>
      {children}
      <section className="section cta-band" aria-labelledby="landing-cta">
        <h2 id="landing-cta">{body.ctaHeading}</h2>
        <p>{body.ctaText}</p>
        <Link to="/{-$locale}/register" params={params} className="button button--light button--large">
          {copy.cta}
        </Link>
      </section>
    </article>
  )
}

function LegalPage({ copy, body }: { copy: ContentPageCopy; body: Extract<ContentBody, { kind: 'legal' }> }) {
  return (
    <article className="page page--legal">
      <header className="page__header">
        <h1>{copy.heading}</h1>
      </header>
      <div className="legal-layout">
        <nav className="legal-toc" aria-labelledby="legal-toc-title">
          <h2 id="legal-toc-title">{body.tocLabel}</h2>
          <ol>
            {body.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        {/* Rendered on the server from the repository's own Markdown; raw HTML in it is escaped. */}
        <div className="prose" dangerouslySetInnerHTML={{ __html: body.html }} />
      </div>
    </article>
  )
}
