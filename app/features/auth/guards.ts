// Route guards of the sign-in pages: a signed-in visitor who opens register, login or
// reset-password goes straight to the member app.
import { redirect } from '@tanstack/react-router'

export function sendMembersToApp(settings: { authorized: boolean; appUrl: string }): void {
  if (settings.authorized) throw redirect({ href: settings.appUrl, reloadDocument: true })
}
