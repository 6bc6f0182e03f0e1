// The contact form and the CCPA opt-out as both sides read them: their fields and the contract's
// schema that checks them (contract/forms.ts).
import { contactForm, dataSellForm } from '../../../contract/forms'
import { defineForm } from '../../shared/forms/form-values'

export const contactFormSpec = defineForm({ name: 'text', email: 'text', message: 'text' }, contactForm)
export const dataSellFormSpec = defineForm({ email: 'text', name: 'text', state: 'text', message: 'text' }, dataSellForm)
