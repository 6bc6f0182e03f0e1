// The footer's social network icons: decorative (each link is named by its text, so the icon is
// hidden from assistive technology), drawn by the stylesheet as a mask of a static file
// (public/icons/social-*.svg) in the link's colour, so no page's JavaScript carries their paths and
// forced-colors mode draws them in the link colour.
export type SocialNetwork = 'facebook' | 'instagram' | 'telegram' | 'whatsapp'

export function SocialIcon({ network }: { network: SocialNetwork }) {
  return <span className={`social-icon social-icon--${network}`} aria-hidden="true" />
}
