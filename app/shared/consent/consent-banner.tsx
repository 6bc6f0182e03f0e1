// The consent banner (docs/decisions/015): asks visitors whose country requires it before any
// analytics or marketing storage, and opens again from the footer's "Cookie settings" for anyone.
// It is a labelled region at the bottom of the page, not a modal: the page stays usable, and the
// two answers are equally prominent. Opened from the footer it takes focus, and gives it back.
// On a phone it is a compact bar (docs/decisions/029): the heading, one short sentence, a
// "Details" disclosure for the full text and the policy link, and both answers, one tap each.
// From 48rem the full text shows and the disclosure does not (styles.css).
import { Link } from '@tanstack/react-router'
import { useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { bannerNeeded, type ConsentChoice } from './consent-rules'
import type { LocaleCode } from '../i18n/locales'
import { useLayoutMessages } from '../copy/layout-messages'
import { t } from '../i18n/messages'
import { applyConsent } from './marketing-storage'
import { useSiteLocale, useSiteSettings } from '../i18n/use-site-locale'

interface ConsentState {
  /** Opened from the footer (the banner also shows on its own while an answer is needed). */
  reopened: boolean
  /** Answered in this page view. */
  answered: boolean
}

let state: ConsentState = { reopened: false, answered: false }
let returnFocusTo: HTMLElement | null = null
const listeners = new Set<() => void>()
const serverState: ConsentState = { reopened: false, answered: false }

function update(next: Partial<ConsentState>) {
  state = { ...state, ...next }
  for (const listener of listeners) listener()
}

/** Opens the banner (the footer's cookie settings); focus returns to `trigger` after an answer. */
export function openConsentSettings(trigger: HTMLElement | null): void {
  returnFocusTo = trigger
  update({ reopened: true })
}

function useConsentState(): ConsentState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => state,
    () => serverState,
  )
}

export function ConsentBanner({ locale }: { locale: LocaleCode | undefined }) {
  const settings = useSiteSettings()
  const site = useSiteLocale()
  const messages = useLayoutMessages()
  const { reopened, answered } = useConsentState()
  const headingRef = useRef<HTMLHeadingElement>(null)
  const [expanded, setExpanded] = useState(false)
  const open = reopened || (!answered && bannerNeeded(settings.country, settings.consent))

  useEffect(() => {
    if (reopened) headingRef.current?.focus()
  }, [reopened])

  if (!open) return null
  const answer = (choice: ConsentChoice) => {
    applyConsent(choice, settings, site.code)
    update({ reopened: false, answered: true })
    returnFocusTo?.focus()
    returnFocusTo = null
  }
  return (
    <section className="consent" aria-labelledby="consent-heading" data-expanded={expanded || undefined}>
      <div className="consent__inner">
        <div className="consent__text">
          <h2 id="consent-heading" ref={headingRef} tabIndex={-1}>
            {t(messages, 'consent_heading')}
          </h2>
          <p className="consent__summary">
            {t(messages, 'consent_short')}{' '}
            <button
              type="button"
              className="consent__toggle"
              aria-expanded={expanded}
              aria-controls="consent-details"
              onClick={() => setExpanded(!expanded)}
            >
              {t(messages, 'consent_details')}
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="icon consent__chevron">
                <path d="M6 9l6 6 6-6" />
              </svg>
            </button>
          </p>
          <p id="consent-details" className="consent__details">
            {t(messages, 'consent_text', { site: settings.siteName })}{' '}
            <Link to="/{-$locale}/policy" params={{ locale }} hash="cookies" className="text-link">
              {t(messages, 'consent_policy_link')}
            </Link>
          </p>
        </div>
        <div className="consent__actions">
          <button type="button" className="button button--primary" onClick={() => answer('denied')}>
            {t(messages, 'consent_reject')}
          </button>
          <button type="button" className="button button--primary" onClick={() => answer('granted')}>
            {t(messages, 'consent_accept')}
          </button>
        </div>
      </div>
    </section>
  )
}
