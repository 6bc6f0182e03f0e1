// A wait in the page's language, from the record the page sends: the unit and count a person would
// say, in the plural form of the language.
import { describe, expect, it } from 'vitest'
import type { MessageFile } from './locales'
import { messagesOf } from './messages.server'
import { waitText } from './wait-time'

const words = (file: MessageFile, seconds: number) => waitText(messagesOf(file, ['wait_']), seconds)

describe('waitText', () => {
  it('reads as a person would say it', () => {
    expect(words('en', 898)).toBe('in 15 minutes')
    expect(words('en', 40)).toBe('in 40 seconds')
    expect(words('en', 60)).toBe('in 1 minute')
    expect(words('en', 1)).toBe('in 1 second')
    expect(words('de', 898)).toBe('in 15 Minuten')
    expect(words('pl', 60)).toBe('za 1 minutę')
    expect(words('pl', 120)).toBe('za 2 minuty')
    expect(words('pl', 898)).toBe('za 15 minut')
    expect(words('cs', 60)).toBe('za 1 minutu')
    expect(words('cs', 240)).toBe('za 4 minuty')
    expect(words('ar', 60)).toBe('بعد دقيقة واحدة')
    expect(words('ar', 120)).toBe('بعد دقيقتين')
    expect(words('ar', 180)).toBe('بعد 3 دقائق')
    expect(words('ar', 898)).toBe('بعد 15 دقيقة')
    expect(words('ja', 898)).toBe('15分後')
    expect(words('fr', 60)).toBe('dans 1 minute')
  })

  it('words a regional variant’s wait with its base language’s messages where it has none of its own', () => {
    expect(words('de-ch', 898)).toBe(words('de', 898))
  })
})
