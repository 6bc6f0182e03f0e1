import { describe, expect, it } from 'vitest'
import { avoidedWordsIn, GLOSSARY_TERMS, type Glossary } from './glossary'

const glossary = (avoid: string[]): Glossary => ({
  language: 'test',
  terms: Object.fromEntries(
    GLOSSARY_TERMS.map((term) => [term, { use: ['x'], avoid: term === 'email' ? avoid : [] }]),
  ) as Glossary['terms'],
})

describe('avoidedWordsIn', () => {
  it('finds an avoided word as a whole word, whatever its case, not inside another word', () => {
    expect(avoidedWordsIn('fr-ca', 'Entrez votre adresse E-mail.', glossary(['e-mail']))).toEqual(['email: "e-mail"'])
    expect(avoidedWordsIn('fr-ca', 'Entrez votre adresse courriel.', glossary(['e-mail']))).toEqual([])
    expect(avoidedWordsIn('de', 'Deine Mailadresse', glossary(['Mail']))).toEqual([])
  })

  it('finds it anywhere in a script written without spaces', () => {
    expect(avoidedWordsIn('ja', '有料アンケートに答える', glossary(['有料アンケート']))).toEqual(['email: "有料アンケート"'])
    expect(avoidedWordsIn('zh-hk', '請輸入你的電郵地址', glossary(['邮箱']))).toEqual([])
  })
})
