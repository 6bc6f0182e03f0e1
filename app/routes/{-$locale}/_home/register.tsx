// Registration: the home page with the auth dialog over it.
import { createFileRoute } from '@tanstack/react-router'
import { sendMembersToApp } from '../../features/auth/guards'
import { getHomePageCopy } from '../../features/pages/page-copy.functions'
import { pageHead } from '../../shared/seo/page-head'
import { SignInPage } from './-sign-in-page'
import { withAuthCopy } from './-sign-in-route'

export const Route = createFileRoute('/{-$locale}/register')({
  beforeLoad: ({ context }) => sendMembersToApp(context.settings),
  loader: ({ context }) => {
    const locale = context.locale.code
    return withAuthCopy(locale, getHomePageCopy({ data: { page: 'register', locale } }))
  },
  head: pageHead,
  component: RegisterRoute,
})

function RegisterRoute() {
  const { auth, ...copy } = Route.useLoaderData()
  return <SignInPage over="home" copy={copy} auth={auth} />
}
