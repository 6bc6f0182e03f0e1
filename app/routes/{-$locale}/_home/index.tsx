// The home page: its body is the home layout's (../_home.tsx); the route names its head.
import { createFileRoute } from '@tanstack/react-router'
import { getHomePageHead } from '../../../features/pages/pages.functions'
import { pageHead } from '../../../shared/seo/page-head'

export const Route = createFileRoute('/{-$locale}/_home/')({
  loader: ({ context }) => getHomePageHead({ data: { page: 'home', locale: context.locale.code } }),
  // A page's words never change while it is open: closing a dialog fetches nothing again.
  staleTime: Infinity,
  head: pageHead,
})
