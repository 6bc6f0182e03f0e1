// The words of every e-mail the API sends live in the site's message files (messages/<file>.json,
// keys `mail_*`), beside the UI's, so that translators and the glossary test see them together
// (issue 26). A regional variant that holds no mail word of its own takes its base language's
// (`de-ch` → `de`), as paraglide does for the site. Placeholders: `{site}`, `{lifetime}` (how
// long the link works), `{email}` (the address the mail went to).
import { fallbackChain, type MessageFile as MessageLanguage } from '../../contract/locales'
import en from '../../messages/en.json' with { type: 'json' }
import es from '../../messages/es.json' with { type: 'json' }
import es_419 from '../../messages/es-419.json' with { type: 'json' }
import fr from '../../messages/fr.json' with { type: 'json' }
import de from '../../messages/de.json' with { type: 'json' }
import nl from '../../messages/nl.json' with { type: 'json' }
import it from '../../messages/it.json' with { type: 'json' }
import pt from '../../messages/pt.json' with { type: 'json' }
import ms from '../../messages/ms.json' with { type: 'json' }
import ko from '../../messages/ko.json' with { type: 'json' }
import zh from '../../messages/zh.json' with { type: 'json' }
import sv from '../../messages/sv.json' with { type: 'json' }
import th from '../../messages/th.json' with { type: 'json' }
import pl from '../../messages/pl.json' with { type: 'json' }
import ja from '../../messages/ja.json' with { type: 'json' }
import id from '../../messages/id.json' with { type: 'json' }
import ar from '../../messages/ar.json' with { type: 'json' }
import fil from '../../messages/fil.json' with { type: 'json' }
import da from '../../messages/da.json' with { type: 'json' }
import nb from '../../messages/nb.json' with { type: 'json' }
import vi from '../../messages/vi.json' with { type: 'json' }
import tr from '../../messages/tr.json' with { type: 'json' }
import ro from '../../messages/ro.json' with { type: 'json' }
import fi from '../../messages/fi.json' with { type: 'json' }
import cs from '../../messages/cs.json' with { type: 'json' }
import pt_pt from '../../messages/pt-pt.json' with { type: 'json' }
import zh_hk from '../../messages/zh-hk.json' with { type: 'json' }
import de_ch from '../../messages/de-ch.json' with { type: 'json' }
import fr_ca from '../../messages/fr-ca.json' with { type: 'json' }

export type MailKind = 'verify' | 'login' | 'reset'
export const MAIL_KINDS: readonly MailKind[] = ['verify', 'login', 'reset']

/** The words of one kind of mail. */
export interface KindWords {
  subject: string
  /** What the mail is for; the button follows it. */
  intro: string
  /** The one action. */
  button: string
  /** How long the link works: `{lifetime}`. */
  expiry: string
  /** To which address and why it was sent: `{email}`. */
  reason: string
}

export interface LanguageWords extends Record<MailKind, KindWords> {
  /** Above the written-out link, for a mail reader that shows no button. */
  fallback: string
  ignore: string
}

type MessageFileData = Readonly<Record<string, unknown>>
const files: Record<MessageLanguage, MessageFileData> = {
  en: en,
  es: es,
  'es-419': es_419,
  fr: fr,
  de: de,
  nl: nl,
  it: it,
  pt: pt,
  ms: ms,
  ko: ko,
  zh: zh,
  sv: sv,
  th: th,
  pl: pl,
  ja: ja,
  id: id,
  ar: ar,
  fil: fil,
  da: da,
  nb: nb,
  vi: vi,
  tr: tr,
  ro: ro,
  fi: fi,
  cs: cs,
  'pt-pt': pt_pt,
  'zh-hk': zh_hk,
  'de-ch': de_ch,
  'fr-ca': fr_ca,
}

function word(language: MessageLanguage, key: string): string {
  for (const file of fallbackChain(language)) {
    const value = files[file][key]
    if (typeof value === 'string') return value
  }
  throw new Error(`messages/en.json has no string ${key}`)
}

function wordsOf(language: MessageLanguage): LanguageWords {
  const kind = (k: MailKind): KindWords => ({
    subject: word(language, `mail_${k}_subject`),
    intro: word(language, `mail_${k}_intro`),
    button: word(language, `mail_${k}_button`),
    expiry: word(language, `mail_${k}_expiry`),
    reason: word(language, `mail_${k}_reason`),
  })
  return {
    verify: kind('verify'),
    login: kind('login'),
    reset: kind('reset'),
    fallback: word(language, 'mail_fallback'),
    ignore: word(language, 'mail_ignore'),
  }
}

const cache = new Map<MessageLanguage, LanguageWords>()

/** A language's mail words, resolved once. */
export function mailWords(language: MessageLanguage): LanguageWords {
  let words = cache.get(language)
  if (!words) cache.set(language, (words = wordsOf(language)))
  return words
}
