// The home page: promo, how it works (three steps) and the reward categories. The sign-in
// routes (auth/social, register, reset-password) render it underneath their dialog.
import { Link } from '@tanstack/react-router'
import type { HomePageCopy } from './page-copy.server'

const REWARD_ICONS: Record<string, string> = {
  transfers: 'M4 10h16M6 10V6l6-3 6 3v4M6 14v4M10 14v4M14 14v4M18 14v4M4 20h16',
  gift_cards: 'M4 9h16v11H4zM4 9V7h16v2M12 7v13M12 7c-2-4-6-3-5 0M12 7c2-4 6-3 5 0',
  prepaid_cards: 'M3 6h18v12H3zM3 10h18M7 15h4',
  charity: 'M12 20s-7-4.5-7-10a4 4 0 0 1 7-2.5A4 4 0 0 1 19 10c0 5.5-7 10-7 10z',
}

export function HomePage({ copy, locale }: { copy: HomePageCopy; locale: string | undefined }) {
  return (
    <>
      <section className="hero" aria-labelledby="home-heading">
        <h1 id="home-heading">{copy.heading}</h1>
        <p className="hero__intro">{copy.intro}</p>
        <Link to="/{-$locale}/register" params={{ locale }} className="button button--primary button--large">
          {copy.cta}
        </Link>
      </section>
      <section id="how-it-works" className="section" aria-labelledby="how-heading">
        <h2 id="how-heading">{copy.how.heading}</h2>
        <ol className="steps">
          {copy.how.steps.map((step) => (
            <li key={step.title} className="card">
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>
      <section id="rewards" className="section" aria-labelledby="rewards-heading">
        <h2 id="rewards-heading">{copy.rewards.heading}</h2>
        <p>{copy.rewards.intro}</p>
        <ul className="reward-grid">
          {copy.rewards.items.map((item) => (
            <li key={item.id} className="card">
              <svg viewBox="0 0 24 24" className="icon icon--large" aria-hidden="true" focusable="false">
                <path d={REWARD_ICONS[item.id]} />
              </svg>
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  )
}
