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
