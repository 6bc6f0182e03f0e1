// Every word of sign-in (the dialog's steps, the login page's link panel, their toasts and field
// errors) in the page's language, built on the server (decisions 013, 024): paraglide's message
// functions carry all 25 languages, so calling them in the browser would ship every language with
// the dialog. The routes that show it load this object with the page's copy.
// Strings with a value known only in the browser keep their `{placeholder}` for `fillTemplate`
// (an address, a provider, a wait) or for `Rich`, which puts an element in its place.
import { PASSWORD_MIN_LENGTH } from '../../../contract/field-rules'
import { LINK_LIFETIME_MS, lifetimeText } from '../../../contract/lifetime'
import { fieldErrorCopy } from '../../shared/forms/field-error-copy.server'
import type { LocaleEntry } from '../../shared/i18n/locales'
import { waitCopy } from '../../shared/i18n/wait-copy.server'
import * as m from '../../paraglide/messages'
import type { AuthStep } from './auth-machine'

const email = { email: '{email}' }
const provider = { provider: '{provider}' }

/** `passkeys`: whether this deployment offers passkeys (site config `passkeyRpId`), which the dialog needs beside its words. */
export function authCopy(locale: LocaleEntry, siteName: string, passkeys = false) {
  const o = { locale: locale.file }
  const titles: Record<AuthStep, string> = {
    check_email: m.auth_check_title({}, o),
    sign_in: m.auth_signin_title({}, o),
    sign_up: m.auth_signup_title({}, o),
    sign_up_social: m.auth_signup_social_title(provider, o),
    reset_password: m.auth_reset_title({}, o),
    reset_password_resend: m.auth_reset_sent_title({}, o),
    confirm_email: m.auth_confirm_title({}, o),
    social_exist: m.auth_social_exist_title({}, o),
    new_password: m.auth_new_password_title({}, o),
    passkey_offer: m.auth_passkey_offer_title({}, o),
  }
  return {
    errors: fieldErrorCopy(o),
    close: m.auth_dialog_close({}, o),
    titles,
    fields: {
      email: m.auth_field_email({}, o),
      password: m.auth_field_password({}, o),
      passwordNew: m.auth_field_password_new({}, o),
      confirmPassword: m.auth_field_confirm_password({}, o),
      passwordHint: m.auth_password_hint({ min: String(PASSWORD_MIN_LENGTH) }, o),
      showPassword: m.auth_password_show({}, o),
      marketingOptIn: m.auth_marketing_opt_in({}, o),
    },
    actions: {
      continue: m.auth_continue({}, o),
      or: m.auth_or({}, o),
      socialContinue: m.auth_social_continue(provider, o),
      signIn: m.auth_signin_submit({}, o),
      forgot: m.auth_forgot_link({}, o),
      linkInstead: m.auth_link_instead({}, o),
      changeEmail: m.auth_change_email({}, o),
      resendVerification: m.auth_resend_verification({}, o),
      signUp: m.auth_signup_submit({}, o),
      reset: m.auth_reset_submit({}, o),
      resend: m.auth_resend({}, o),
      backToSignIn: m.auth_back_to_sign_in({}, o),
      newPassword: m.auth_new_password_submit({}, o),
    },
    texts: {
      signInIntro: m.auth_signin_intro(email, o),
      linkSent: m.auth_link_sent({ ...email, lifetime: lifetimeText(LINK_LIFETIME_MS.login, o.locale) }, o),
      notVerified: m.auth_not_verified({}, o),
      verificationSent: m.auth_verification_sent(email, o),
      linkSocialIntro: m.auth_link_social_intro(provider, o),
      signUpIntro: m.auth_signup_intro(email, o),
      /** `{terms}` and `{privacy}` are the two links. */
      agreement: m.auth_terms_agreement({ terms: '{terms}', privacy: '{privacy}' }, o),
      termsLink: m.auth_terms_link({}, o),
      privacyLink: m.auth_privacy_link({}, o),
      signUpSocialIntro: m.auth_signup_social_intro({ ...provider, ...email }, o),
      signUpSocialNoEmail: m.auth_signup_social_no_email(provider, o),
      resetIntro: m.auth_reset_intro({}, o),
      resetSent: m.auth_reset_sent_text({ ...email, lifetime: lifetimeText(LINK_LIFETIME_MS.reset, o.locale) }, o),
      confirm: m.auth_confirm_text(email, o),
      socialExist: m.auth_social_exist_text({ providers: '{providers}' }, o),
      newPasswordIntro: m.auth_new_password_intro(email, o),
      unavailable: m.auth_unavailable({}, o),
      /** The visitor's connection is down: nothing was sent, what was typed is still there. */
      offline: m.form_offline({}, o),
    },
    toasts: {
      accountDisabled: m.toast_account_disabled({}, o),
      socialFailed: m.toast_social_failed({}, o),
      socialOtherBrowser: m.toast_social_other_browser({}, o),
      /** `{wait}` is a wait in words, from `wait`. */
      throttled: m.toast_throttled({ wait: '{wait}' }, o),
      resetDone: m.toast_reset_done({}, o),
      resetFailed: m.toast_reset_failed({}, o),
      resetSentAgain: m.auth_reset_sent_again({}, o),
      error: m.toast_error_generic({}, o),
      passkeyCancelled: m.toast_passkey_cancelled({}, o),
      passkeyFailed: m.toast_passkey_failed({}, o),
      passkeyUnknown: m.toast_passkey_unknown({}, o),
    },
    /** Passkeys (decision 034): `on` when this deployment offers them; the browser decides whether it can. */
    passkeys: {
      on: passkeys,
      signIn: m.auth_passkey_sign_in({}, o),
      offerText: m.auth_passkey_offer_text({ site: siteName }, o),
      offerAccept: m.auth_passkey_offer_accept({}, o),
      offerDecline: m.auth_passkey_offer_decline({}, o),
      saved: m.auth_passkey_saved({}, o),
      notSaved: m.auth_passkey_not_saved({}, o),
    },
    /** A throttled request's wait ("in 15 minutes"), worded in the browser: shared/i18n/wait-time.ts. */
    wait: waitCopy(o),
    /** The login page's panel for an e-mailed link. */
    link: {
      confirmLoginTitle: m.link_confirm_login_title({ site: siteName }, o),
      confirmLoginText: m.link_confirm_login_text({}, o),
      confirmVerifyTitle: m.link_confirm_verify_title({}, o),
      confirmVerifyText: m.link_confirm_verify_text({}, o),
      continue: m.link_continue({}, o),
      invalidTitle: m.link_invalid_title({}, o),
      invalidText: m.link_invalid_text({}, o),
      sendNew: m.link_send_new({}, o),
      newSent: m.link_new_sent({}, o),
    },
  }
}
/** Plain strings: the server function's answer, not paraglide's branded type. */
type Plain<T> = { [K in keyof T]: T[K] extends string ? string : T[K] extends boolean ? boolean : Plain<T[K]> }
export type AuthCopy = Plain<ReturnType<typeof authCopy>>
