// The footer's social network icons, inline (no request, no icon font) and decorative: each link
// is named by its text, so the icon is hidden from assistive technology. Stroked in currentColor
// to follow the footer's colours and forced-colors mode.
import type { ReactNode } from 'react'

export type SocialNetwork = 'facebook' | 'instagram' | 'telegram' | 'whatsapp'

const GLYPHS: Record<SocialNetwork, ReactNode> = {
  facebook: <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" />,
  instagram: (
    <>
      <rect x="2" y="2" width="20" height="20" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17.5 6.5h.01" />
    </>
  ),
  telegram: (
    <>
      <path d="m22 2-7 20-4-9-9-4z" />
      <path d="M22 2 11 13" />
    </>
  ),
  whatsapp: (
    <>
      <path d="M7.9 20A9 9 0 1 0 4 16.1L2 22z" />
      <path d="M9 8.5c0 3.6 2.9 6.5 6.5 6.5l1-1.5-2-1-1 1c-1.2-.5-2.5-1.8-3-3l1-1-1-2z" />
    </>
  ),
}

export function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg
      className="social-icon"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {GLYPHS[network]}
    </svg>
  )
}
