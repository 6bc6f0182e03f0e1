// Number typography `Intl` gets wrong for some scripts: ICU puts a space between a number and a
// Chinese or Japanese unit ("10 分", "5 分前", "24 小時"), which Japanese and Traditional Chinese
// typesetting never does ("10分", "5分前"). Used wherever the site or the API words a count with
// `Intl` (relative times, link lifetimes).

// A space ICU may write (plain, no-break, narrow no-break) after a digit, before Han or kana.
const SPACED_UNIT = /(\d)[ \u00a0\u202f](?=[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}])/gu

/** `text` with no space between a number and a Chinese or Japanese unit after it. */
export function tightCjkUnits(text: string): string {
  return text.replace(SPACED_UNIT, '$1')
}

/**
 * The tag to give `Intl` for a language's numbers: one digit system per page (decision 035). Every
 * language of the site writes Western digits (0–9), Arabic included: its copy, amounts and points
 * are written with them, as Gulf and Maghreb sites write them, so `Intl` must not bring
 * Arabic-Indic digits (٠–٩) beside them.
 */
export function numberLocale(language: string): string {
  return /^ar(?:-|$)/i.test(language) && !/-u-/.test(language) ? `${language}-u-nu-latn` : language
}
