// The localization modal: a native <dialog> (focus is trapped and Escape closes it) with search,
// the current localization, the other options and a "no items" state. Choosing an option writes
// the i18n_redirected cookie and loads the same page under the new prefix (a full load, so the
// server renders the new language and host).
import { useRouterState } from '@tanstack/react-router'
import { useDeferredValue, useId, useMemo, useRef, useState } from 'react'
import { localeCookie } from '../../shared/cookies/cookies'
import { type LocaleEntry, LOCALES } from '../../shared/i18n/locales'
import { absoluteUrl, splitLocalePath } from '../../shared/site/site-urls'
import { useLayoutMessages } from '../../shared/copy/layout-messages'
import { t } from '../../shared/i18n/messages'
import { useSiteLocale, useSiteSettings } from '../../shared/i18n/use-site-locale'
import { displayName, filterLocaleOptions, localeOptions } from './locale-options'

export function LocaleSwitcher() {
  const locale = useSiteLocale()
  const messages = useLayoutMessages()
  const dialogRef = useRef<HTMLDialogElement>(null)
  const openerRef = useRef<HTMLButtonElement>(null)
  const [query, setQuery] = useState('')
  // The option list is built only once the dialog opens: display names come from the runtime's
  // Intl data, which differs slightly between Node and browsers, and the page need not carry it.
  const [isOpen, setIsOpen] = useState(false)
  const deferredQuery = useDeferredValue(query)
  const titleId = useId()
  const searchId = useId()
  const settings = useSiteSettings()
  // Two plain values, followed only while the modal is open (its links lead to this page in another
  // locale): a selected object would be new on every router update, and so a render.
  const pathname = useRouterState({ select: (state) => (isOpen ? state.location.pathname : '') })
  const search = useRouterState({ select: (state) => (isOpen ? state.location.searchStr : '') })
  const options = useMemo(() => (isOpen ? localeOptions(LOCALES, locale) : []), [isOpen, locale])
  const current = options.find((option) => option.locale === locale)
  const others = filterLocaleOptions(
    options.filter((option) => option.locale !== locale),
    deferredQuery,
  )
  const currentName = displayName(locale.iso, locale.iso)
  const rest = splitLocalePath(pathname).rest

  const open = () => {
    setQuery('')
    setIsOpen(true)
    dialogRef.current?.showModal()
  }
  const close = () => dialogRef.current?.close()
  const hrefFor = (target: LocaleEntry) => absoluteUrl(settings, target, rest, search)

  return (
    <>
      <button ref={openerRef} type="button" className="locale-button" onClick={open} aria-haspopup="dialog">
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="icon">
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3c3 3.5 3 14.5 0 18M12 3c-3 3.5-3 14.5 0 18" />
        </svg>
        <span className="visually-hidden" suppressHydrationWarning>
          {t(messages, 'locale_button', { language: currentName })}
        </span>
        <span aria-hidden="true" className="locale-button__code">
          {locale.code === 'en' ? 'EN' : locale.code.toUpperCase()}
        </span>
      </button>
      <dialog
        ref={dialogRef}
        className="locale-dialog"
        aria-labelledby={titleId}
        onClose={() => {
          setIsOpen(false)
          openerRef.current?.focus()
        }}
      >
        {isOpen && (
          <>
            <div className="locale-dialog__header">
              <h2 id={titleId}>{t(messages, 'locale_modal_title')}</h2>
              <button type="button" className="icon-button" onClick={close}>
                <span aria-hidden="true">×</span>
                <span className="visually-hidden">{t(messages, 'locale_modal_close')}</span>
              </button>
            </div>
            <label htmlFor={searchId} className="field-label">
              {t(messages, 'locale_modal_search')}
            </label>
            <input
              id={searchId}
              type="search"
              className="field-input"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              autoComplete="off"
              autoFocus
            />
            <h3 className="locale-dialog__section">{t(messages, 'locale_modal_current')}</h3>
            {current && (
              <p className="locale-option locale-option--current" lang={current.locale.iso}>
                <span>{current.native}</span>
                <span className="locale-option__code">{current.locale.code}</span>
              </p>
            )}
            <h3 className="locale-dialog__section">{t(messages, 'locale_modal_other')}</h3>
            <p className="visually-hidden" role="status">
              {t(messages, 'locale_modal_results', { count: others.length })}
            </p>
            {others.length === 0 ? (
              <p className="locale-dialog__empty">{t(messages, 'locale_modal_no_items', { query: deferredQuery })}</p>
            ) : (
              <ul className="locale-dialog__list">
                {others.map((option) => (
                  <li key={option.locale.code}>
                    <a
                      className="locale-option"
                      href={hrefFor(option.locale)}
                      hrefLang={option.locale.iso}
                      lang={option.locale.iso}
                      onClick={() => {
                        document.cookie = localeCookie(option.locale.code, window.location.protocol === 'https:')
                      }}
                    >
                      <span>{option.native}</span>
                      <span className="locale-option__translated" lang={locale.iso}>
                        {option.translated}
                      </span>
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </dialog>
    </>
  )
}
