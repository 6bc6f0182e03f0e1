// The notify-me form's schema, shared by the form and the server function.
import { z } from 'zod'

export const notifyMeFormSchema = z.object({
  email: z.string().trim().max(254).pipe(z.email()),
})
export type NotifyMeForm = z.infer<typeof notifyMeFormSchema>
