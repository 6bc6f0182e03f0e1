// The HTML part of every e-mail: the site's brand without a remote image (a wordmark of the
// site's initial on its purple, #4f2bd9), one button, the link's lifetime, the link written out
// for readers that show no button, then to whom and why the mail was sent. React Email renders
// it to e-mail-safe HTML (tables, inline styles); the text part is built beside it (templates.ts).
import { Body, Button, Container, Head, Heading, Hr, Html, Link, Preview, Section, Text } from '@react-email/components'
import { render } from '@react-email/render'

/** The site's brand colour (app/styles.css: --brand). */
export const BRAND = '#4f2bd9'

export interface MailLayoutProps {
  /** BCP 47 language of the copy, and its direction. */
  lang: string
  dir: 'ltr' | 'rtl'
  site: string
  subject: string
  intro: string
  button: string
  link: string
  expiry: string
  fallback: string
  reason: string
  ignore: string
}

const font = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif"

const styles = {
  body: { backgroundColor: '#f4f2fb', margin: 0, padding: '24px 0', fontFamily: font, color: '#1c1633' },
  container: { backgroundColor: '#ffffff', borderRadius: '12px', maxWidth: '520px', padding: '32px 32px 24px' },
  mark: {
    display: 'inline-block',
    width: '32px',
    height: '32px',
    lineHeight: '32px',
    borderRadius: '8px',
    backgroundColor: BRAND,
    color: '#ffffff',
    fontWeight: 700,
    fontSize: '18px',
    textAlign: 'center' as const,
    verticalAlign: 'middle',
  },
  name: { display: 'inline-block', margin: '0 10px', fontWeight: 700, fontSize: '20px', color: BRAND, verticalAlign: 'middle' },
  heading: { fontSize: '22px', lineHeight: '30px', margin: '28px 0 12px', color: '#1c1633' },
  text: { fontSize: '16px', lineHeight: '24px', margin: '0 0 16px' },
  button: {
    backgroundColor: BRAND,
    color: '#ffffff',
    borderRadius: '8px',
    fontSize: '16px',
    fontWeight: 600,
    padding: '14px 24px',
    textDecoration: 'none',
    display: 'inline-block',
  },
  small: { fontSize: '13px', lineHeight: '20px', color: '#5b5670', margin: '0 0 12px' },
  link: { color: BRAND, wordBreak: 'break-all' as const, display: 'inline-block' },
  hr: { borderColor: '#e6e3f0', margin: '24px 0 16px' },
}

export function MailLayout(props: MailLayoutProps) {
  const initial = Array.from(props.site.trim())[0]?.toUpperCase() ?? ''
  return (
    <Html lang={props.lang} dir={props.dir}>
      <Head>
        <meta name="color-scheme" content="light" />
      </Head>
      <Preview>{props.expiry}</Preview>
      <Body style={styles.body} dir={props.dir}>
        {/* Webmail drops <html> (and often <body>) when it embeds a mail: the direction is said again where the words are. */}
        <Container style={styles.container} dir={props.dir}>
          <Section>
            <span style={styles.mark} aria-hidden="true">
              {initial}
            </span>
            <span style={styles.name}>{props.site}</span>
          </Section>
          <Heading as="h1" style={styles.heading}>
            {props.subject}
          </Heading>
          <Text style={styles.text}>{props.intro}</Text>
          <Section style={{ margin: '8px 0 20px' }}>
            <Button href={props.link} style={styles.button}>
              {props.button}
            </Button>
          </Section>
          <Text style={styles.text}>{props.expiry}</Text>
          <Text style={styles.small}>
            {props.fallback}
            <br />
            {/* A URL reads left to right, in a right-to-left mail too. */}
            <Link href={props.link} style={styles.link} dir="ltr">
              {props.link}
            </Link>
          </Text>
          <Hr style={styles.hr} />
          <Text style={styles.small}>{props.reason}</Text>
          <Text style={styles.small}>{props.ignore}</Text>
          <Text style={{ ...styles.small, margin: 0 }}>— {props.site}</Text>
        </Container>
      </Body>
    </Html>
  )
}

export function renderMailHtml(props: MailLayoutProps): Promise<string> {
  return render(<MailLayout {...props} />)
}
