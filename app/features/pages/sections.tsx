// Pieces the home and landing pages share: the hero with its call to join, a section's heading
// with its lead, and the numbered steps of how it works.
import { JoinLink } from '../../shared/ui/join-link'
import type { ReactNode } from 'react'
import { type Messages, t } from '../../shared/i18n/messages'
import { StepArt } from './illustrations'

/** How it works: each step's title and text. */
const HOW_STEPS = [
  ['home_how_step1_title', 'home_how_step1_text'],
  ['home_how_step2_title', 'home_how_step2_text'],
  ['home_how_step3_title', 'home_how_step3_text'],
] as const

/** The page's opening: its heading, lead and "join" button; `children` follow the button, `art` beside. */
export function Hero(props: {
  id: string
  heading: string
  intro: string
  cta: string
  locale: string | undefined
  variant?: 'landing'
  art: ReactNode
  children?: ReactNode
}) {
  return (
    <section className={props.variant ? `hero hero--${props.variant}` : 'hero'} aria-labelledby={props.id}>
      <div className="hero__inner">
        <div className="hero__text">
          <h1 id={props.id}>{props.heading}</h1>
          <p className="hero__intro">{props.intro}</p>
          <div className="hero__actions">
            <JoinLink locale={props.locale} className="button button--primary button--large">
              {props.cta}
            </JoinLink>
          </div>
          {props.children}
        </div>
        {props.art}
      </div>
    </section>
  )
}

export function SectionHead({ id, heading, text }: { id: string; heading: string; text: string }) {
  return (
    <div className="section__head">
      <h2 id={id}>{heading}</h2>
      <p>{text}</p>
    </div>
  )
}

export function StepList({ messages }: { messages: Messages<'home_how_step1_' | 'home_how_step2_' | 'home_how_step3_'> }) {
  return (
    <ol className="steps">
      {HOW_STEPS.map(([title, text], index) => (
        <li key={title} className="step">
          <StepArt index={index} />
          <span className="step__number" aria-hidden="true">
            {index + 1}
          </span>
          <h3>{t(messages, title)}</h3>
          <p>{t(messages, text)}</p>
        </li>
      ))}
    </ol>
  )
}
