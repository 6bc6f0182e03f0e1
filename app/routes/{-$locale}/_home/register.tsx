// Registration: the auth dialog over the home page (the home layout, ../_home.tsx).
import { createFileRoute } from '@tanstack/react-router'
import { sendMembersToApp } from '../../../features/auth/guards'
import { getHomePageHead } from '../../../features/pages/page-copy.functions'
import { pageHead } from '../../../shared/seo/page-head'
import { HomeDialog } from '../-sign-in-page'
import { withAuthCopy } from '../-sign-in-route'

export const Route = createFileRoute('/{-$locale}/_home/register')({
  beforeLoad: ({ context }) => sendMembersToApp(context.settings),
  loader: ({ context }) => {
    const locale = context.locale.code
    return withAuthCopy(locale, getHomePageHead({ data: { page: 'register', locale } }))
  },
  // Its words never change while the page is open: opening the dialog again fetches nothing.
  staleTime: Infinity,
  head: pageHead,
  component: RegisterRoute,
})

function RegisterRoute() {
  const { auth } = Route.useLoaderData()
  return <HomeDialog auth={auth} />
}
