// The about, contact and personal-information pages: a heading and lead, then each page's body.
// What a route passes as children (the contact form, the opt-out form) has its place in each.
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { t } from '../../shared/i18n/messages'
import { tParts } from '../../shared/i18n/message-parts'
import { useSiteSettings } from '../../shared/i18n/use-site-locale'
import type { ContentPageOf } from './page-messages'

type Params = { locale: string | undefined }

function InfoPage({ heading, intro, children }: { heading: string; intro: string; children: ReactNode }) {
  return (
    <article className="page">
      <header className="page__header">
        <h1>{heading}</h1>
        <p className="page__intro">{intro}</p>
      </header>
      {children}
    </article>
  )
}

function EmailLink({ email }: { email: string }) {
  return (
    <a href={`mailto:${email}`}>
      <bdi>{email}</bdi>
    </a>
  )
}

const ABOUT_SECTIONS = [
  ['about_mission_title', 'about_mission_text'],
  ['about_what_title', 'about_what_text'],
  ['about_fair_title', 'about_fair_text'],
  ['about_private_title', 'about_private_text'],
] as const

export function AboutPage({ page: { messages }, locale }: { page: ContentPageOf<'about'>; locale: string | undefined }) {
  const { siteName: site, companyName: company } = useSiteSettings()
  return (
    <InfoPage heading={t(messages, 'about_heading', { site })} intro={t(messages, 'about_intro', { site })}>
      <div className="info-grid">
        {ABOUT_SECTIONS.map(([title, text]) => (
          <section key={title} className="card info-card">
            <h2>{t(messages, title)}</h2>
            <p>{t(messages, text, { site })}</p>
          </section>
        ))}
      </div>
      <p className="page__note">{t(messages, 'about_operator', { site, company })}</p>
      <Link to="/{-$locale}/register" params={{ locale }} className="button button--primary button--large">
        {t(messages, 'page_cta_join', { site })}
      </Link>
    </InfoPage>
  )
}

const CONTACT_EXPECT = [
  ['contact_expect_reply_title', 'contact_expect_reply_text'],
  ['contact_expect_details_title', 'contact_expect_details_text'],
  ['contact_expect_faq_title', 'contact_expect_faq_text'],
] as const

/** `children`: the contact form, placed first. */
export function ContactPage({
  page,
  locale,
  children,
}: {
  page: ContentPageOf<'contact'>
  locale: string | undefined
  children?: ReactNode
}) {
  const { messages } = page
  const params: Params = { locale }
  return (
    <InfoPage heading={t(messages, 'contact_heading')} intro={t(messages, 'contact_intro')}>
      {children}
      <h2>{t(messages, 'contact_expect_heading')}</h2>
      <div className="info-grid info-grid--three">
        {CONTACT_EXPECT.map(([title, text]) => (
          <section key={title} className="card info-card">
            <h3>{t(messages, title)}</h3>
            <p>{t(messages, text)}</p>
          </section>
        ))}
      </div>
      <p>
        <Link to="/{-$locale}" params={params} hash="faq" className="text-link">
          {t(messages, 'contact_faq_link')}
        </Link>
      </p>
      <p className="page__note">{tParts(messages, 'contact_email', { email: <EmailLink email={page.supportEmail} /> })}</p>
    </InfoPage>
  )
}

const PERSONAL_INFO_SECTIONS = [
  ['personal_info_next_heading', 'personal_info_next_text'],
  ['personal_info_agent_heading', 'personal_info_agent_text'],
] as const

/** `children`: the opt-out form, after how to make the request. */
export function PersonalInfoPage({
  page,
  locale,
  children,
}: {
  page: ContentPageOf<'personalInfo'>
  locale: string | undefined
  children?: ReactNode
}) {
  const { messages } = page
  const site = useSiteSettings().siteName
  return (
    <InfoPage heading={t(messages, 'personal_info_heading')} intro={t(messages, 'personal_info_intro')}>
      <section className="card info-card info-card--highlight">
        <h2>{t(messages, 'personal_info_how_heading')}</h2>
        <p>{tParts(messages, 'personal_info_how_text', { email: <EmailLink email={page.privacyEmail} />, site })}</p>
      </section>
      {children}
      {PERSONAL_INFO_SECTIONS.map(([title, text]) => (
        <section key={title} className="page__section">
          <h2>{t(messages, title)}</h2>
          <p>{t(messages, text)}</p>
        </section>
      ))}
      <p>
        <Link to="/{-$locale}/policy" params={{ locale }} hash="rights-california" className="text-link">
          {t(messages, 'personal_info_policy_link')}
        </Link>
      </p>
    </InfoPage>
  )
}
