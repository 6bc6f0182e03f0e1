// Registration: the auth dialog over the home page (the home layout, ../_home.tsx).
import { createFileRoute } from '@tanstack/react-router'
import { authAction } from '../../../features/auth/auth-action.server'
import { sendMembersToApp } from '../../../features/auth/guards'
import { loadPostedAuth } from '../../../features/auth/posted-auth'
import { getHomePageHead } from '../../../features/pages/pages.functions'
import { pageHead } from '../../../shared/seo/page-head'
import { HomeDialog } from '../-sign-in-page'
import { withAuthWords } from '../-sign-in-route'

export const Route = createFileRoute('/{-$locale}/_home/register')({
  beforeLoad: ({ context }) => sendMembersToApp(context.settings),
  loader: async ({ context, serverContext }) => {
    const locale = context.locale.code
    const page = await withAuthWords(locale, getHomePageHead({ data: { page: 'register', locale } }))
    return { ...page, posted: await loadPostedAuth(serverContext) }
  },
  // Without JavaScript the dialog's steps post here (features/auth/auth-action.server.ts).
  server: { handlers: { POST: authAction } },
  // Its words never change while the page is open: opening the dialog again fetches nothing.
  staleTime: Infinity,
  head: pageHead,
  component: RegisterRoute,
})

function RegisterRoute() {
  const { posted, ...auth } = Route.useLoaderData()
  return <HomeDialog auth={auth} posted={posted} />
}
