// "Notify me when available" as both sides read it: one e-mail field, checked by the contract's
// schema (contract/forms.ts).
import { notifyMeForm } from '../../../contract/forms'
import { defineForm } from '../../shared/forms/form-values'

export const notifyMeFormSpec = defineForm({ email: 'text' }, notifyMeForm)
