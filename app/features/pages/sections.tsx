// Pieces the home and landing pages share: the hero with its call to join, a section's heading
// with its lead, and the numbered steps of how it works.
import { JoinLink } from '../../shared/ui/join-link'
import type { ReactNode } from 'react'
import { StepArt } from './illustrations'

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

export function StepList({ steps }: { steps: readonly { title: string; text: string }[] }) {
  return (
    <ol className="steps">
      {steps.map((step, index) => (
        <li key={step.title} className="step">
          <StepArt index={index} />
          <span className="step__number" aria-hidden="true">
            {index + 1}
          </span>
          <h3>{step.title}</h3>
          <p>{step.text}</p>
        </li>
      ))}
    </ol>
  )
}
