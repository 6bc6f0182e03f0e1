// Password hashing (argon2id, OWASP parameters by default, cheaper in tests through config) and
// the "too common" rule of DESIGN §5, which the shared zod schema cannot check without Node.
import { hash, verify, type Algorithm } from '@node-rs/argon2'
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

// `Algorithm` is an ambient const enum, unusable under isolatedModules; 2 is Argon2id.
const ARGON2ID = 2 as Algorithm

export interface Argon2Params {
  memoryCost: number
  timeCost: number
  parallelism: number
}

export function createPasswordHasher(params: Argon2Params) {
  const options = { algorithm: ARGON2ID, ...params }
  // Compared against when the account does not exist, so an unknown e-mail costs the same time.
  let dummy: Promise<string> | undefined
  return {
    hash: (password: string) => hash(password, options),
    async verify(passwordHash: string | null, password: string): Promise<boolean> {
      if (!passwordHash) {
        dummy ??= hash('pollwise-timing-equaliser', options)
        await verify(await dummy, password).catch(() => false)
        return false
      }
      return verify(passwordHash, password).catch(() => false)
    },
  }
}
export type PasswordHasher = ReturnType<typeof createPasswordHasher>

const listFile = join(dirname(fileURLToPath(import.meta.url)), 'common-passwords.txt')
let common: Set<string> | undefined
function commonPasswords(): Set<string> {
  common ??= new Set(
    readFileSync(listFile, 'utf8')
      .split('\n')
      .map((l) => l.trim().toLowerCase())
      .filter(Boolean),
  )
  return common
}

// Runs of these strings ("1234567890123456", "qwertyuiopasdfgh") are as guessable as a list entry.
const SEQUENCES = [
  '0123456789012345678901234567890',
  'abcdefghijklmnopqrstuvwxyz',
  'qwertyuiopasdfghjklzxcvbnm',
  'azertyuiopqsdfghjklmwxcvbn',
  'qwertzuiopasdfghjklyxcvbnm',
  '1qaz2wsx3edc4rfv5tgb6yhn7ujm8ik9ol0p',
]

/** Why a new password is refused, or null when it is acceptable. Length is checked by the schema. */
export function weakPasswordReason(password: string, email: string): string | null {
  const lower = password.toLowerCase()
  const chars = [...lower]
  if (new Set(chars).size === 1) return 'The password must not be a single repeated character.'
  if (lower === email.toLowerCase() || lower === email.toLowerCase().split('@')[0]) {
    return 'The password must not be your email address.'
  }
  const list = commonPasswords()
  if (list.has(lower)) return 'This password is too common. Please choose a less common one.'
  // A common password typed twice or more ("passwordpassword", "qwerty123qwerty123").
  for (let size = 1; size <= lower.length / 2; size++) {
    if (lower.length % size !== 0) continue
    const unit = lower.slice(0, size)
    if (unit.repeat(lower.length / size) === lower && (size < 4 || list.has(unit))) {
      return 'This password is too common. Please choose a less common one.'
    }
  }
  for (const seq of SEQUENCES) {
    const reversed = [...seq].reverse().join('')
    if (seq.includes(lower) || reversed.includes(lower)) {
      return 'This password is too common. Please choose a less common one.'
    }
  }
  return null
}
