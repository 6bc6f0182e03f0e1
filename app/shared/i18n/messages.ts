// Paraglide messages for components that render interactive strings in the browser (the sign-in
// dialog, validation, toasts): importing them from here installs the locale override first.
// Page, layout and shell copy never come this way; they arrive as loader data in one language.
import './paraglide-locale'

export * as m from '../../paraglide/messages'
