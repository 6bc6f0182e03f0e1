// Every e-mail the API sends, in the 25 message languages of DESIGN §4. One module so a new
// e-mail or language is one edit. `{site}` is the site name, `{link}` the action link and
// `{lifetime}` how long the link works, worded from the token's lifetime (lifetime.ts).
import { messageFileFor as messageLanguageFor, type MessageFile as MessageLanguage } from '../../contract/locales'
import { TTL } from '../security/tokens'
import { lifetimeText } from './lifetime'

export type MailKind = 'verify' | 'login' | 'reset'

interface LanguageTemplates {
  verify: [subject: string, body: string]
  login: [subject: string, body: string]
  reset: [subject: string, body: string]
  ignore: string
}

const templates: Record<MessageLanguage, LanguageTemplates> = {
  en: {
    verify: [
      'Confirm your email address for {site}',
      'Welcome to {site}! Please confirm your email address by opening this link:\n{link}\nThe link is valid for {lifetime}.',
    ],
    login: ['Your {site} sign-in link', 'Use this link to sign in to {site}:\n{link}\nThe link works once and expires in {lifetime}.'],
    reset: [
      'Reset your {site} password',
      'We received a request to reset your {site} password. Choose a new one here:\n{link}\nThe link expires in {lifetime}.',
    ],
    ignore: 'If you did not request this, you can ignore this email.',
  },
  es: {
    verify: [
      'Confirma tu dirección de correo electrónico en {site}',
      '¡Te damos la bienvenida a {site}! Confirma tu dirección de correo electrónico abriendo este enlace:\n{link}\nEl enlace es válido durante {lifetime}.',
    ],
    login: [
      'Tu enlace de inicio de sesión en {site}',
      'Usa este enlace para iniciar sesión en {site}:\n{link}\nEl enlace solo funciona una vez y caduca en {lifetime}.',
    ],
    reset: [
      'Restablece tu contraseña de {site}',
      'Hemos recibido una solicitud para restablecer tu contraseña de {site}. Elige una nueva aquí:\n{link}\nEl enlace caduca en {lifetime}.',
    ],
    ignore: 'Si no lo has solicitado, puedes ignorar este correo.',
  },
  'es-mx': {
    verify: [
      'Confirma tu correo electrónico en {site}',
      '¡Bienvenido a {site}! Confirma tu correo electrónico abriendo este enlace:\n{link}\nEl enlace es válido por {lifetime}.',
    ],
    login: [
      'Tu enlace para iniciar sesión en {site}',
      'Usa este enlace para iniciar sesión en {site}:\n{link}\nEl enlace funciona una sola vez y vence en {lifetime}.',
    ],
    reset: [
      'Restablece tu contraseña de {site}',
      'Recibimos una solicitud para restablecer tu contraseña de {site}. Elige una nueva aquí:\n{link}\nEl enlace vence en {lifetime}.',
    ],
    ignore: 'Si no lo solicitaste, puedes ignorar este correo.',
  },
  fr: {
    verify: [
      'Confirmez votre adresse e-mail pour {site}',
      'Bienvenue sur {site} ! Confirmez votre adresse e-mail en ouvrant ce lien :\n{link}\nLe lien est valable {lifetime}.',
    ],
    login: [
      'Votre lien de connexion à {site}',
      'Utilisez ce lien pour vous connecter à {site} :\n{link}\nLe lien ne fonctionne qu’une fois et expire dans {lifetime}.',
    ],
    reset: [
      'Réinitialisez votre mot de passe {site}',
      'Nous avons reçu une demande de réinitialisation de votre mot de passe {site}. Choisissez-en un nouveau ici :\n{link}\nLe lien expire dans {lifetime}.',
    ],
    ignore: 'Si vous n’êtes pas à l’origine de cette demande, vous pouvez ignorer cet e-mail.',
  },
  de: {
    verify: [
      'Bestätigen Sie Ihre E-Mail-Adresse für {site}',
      'Willkommen bei {site}! Bitte bestätigen Sie Ihre E-Mail-Adresse über diesen Link:\n{link}\nDer Link ist {lifetime} gültig.',
    ],
    login: [
      'Ihr Anmeldelink für {site}',
      'Mit diesem Link melden Sie sich bei {site} an:\n{link}\nDer Link funktioniert einmal und ist {lifetime} gültig.',
    ],
    reset: [
      'Setzen Sie Ihr {site}-Passwort zurück',
      'Wir haben eine Anfrage zum Zurücksetzen Ihres {site}-Passworts erhalten. Wählen Sie hier ein neues:\n{link}\nDer Link ist {lifetime} gültig.',
    ],
    ignore: 'Wenn Sie dies nicht angefordert haben, können Sie diese E-Mail ignorieren.',
  },
  nl: {
    verify: [
      'Bevestig je e-mailadres voor {site}',
      'Welkom bij {site}! Bevestig je e-mailadres via deze link:\n{link}\nDe link is {lifetime} geldig.',
    ],
    login: [
      'Je inloglink voor {site}',
      'Gebruik deze link om in te loggen bij {site}:\n{link}\nDe link werkt één keer en verloopt over {lifetime}.',
    ],
    reset: [
      'Stel je wachtwoord voor {site} opnieuw in',
      'We hebben een verzoek ontvangen om je wachtwoord voor {site} opnieuw in te stellen. Kies hier een nieuw wachtwoord:\n{link}\nDe link verloopt over {lifetime}.',
    ],
    ignore: 'Heb je dit niet aangevraagd? Dan kun je deze e-mail negeren.',
  },
  it: {
    verify: [
      'Conferma il tuo indirizzo email per {site}',
      'Benvenuto su {site}! Conferma il tuo indirizzo email aprendo questo link:\n{link}\nIl link è valido per {lifetime}.',
    ],
    login: [
      'Il tuo link di accesso a {site}',
      'Usa questo link per accedere a {site}:\n{link}\nIl link funziona una sola volta e scade tra {lifetime}.',
    ],
    reset: [
      'Reimposta la tua password di {site}',
      'Abbiamo ricevuto una richiesta di reimpostazione della tua password di {site}. Scegline una nuova qui:\n{link}\nIl link scade tra {lifetime}.',
    ],
    ignore: 'Se non hai fatto tu questa richiesta, puoi ignorare questa email.',
  },
  pt: {
    verify: [
      'Confirme seu endereço de e-mail no {site}',
      'Boas-vindas ao {site}! Confirme seu endereço de e-mail abrindo este link:\n{link}\nO link é válido por {lifetime}.',
    ],
    login: [
      'Seu link de acesso ao {site}',
      'Use este link para entrar no {site}:\n{link}\nO link funciona uma única vez e expira em {lifetime}.',
    ],
    reset: [
      'Redefina sua senha do {site}',
      'Recebemos um pedido para redefinir sua senha do {site}. Escolha uma nova aqui:\n{link}\nO link expira em {lifetime}.',
    ],
    ignore: 'Se você não fez este pedido, pode ignorar este e-mail.',
  },
  ms: {
    verify: [
      'Sahkan alamat e-mel anda untuk {site}',
      'Selamat datang ke {site}! Sila sahkan alamat e-mel anda dengan membuka pautan ini:\n{link}\nPautan ini sah selama {lifetime}.',
    ],
    login: [
      'Pautan log masuk {site} anda',
      'Gunakan pautan ini untuk log masuk ke {site}:\n{link}\nPautan ini hanya boleh digunakan sekali dan tamat tempoh dalam {lifetime}.',
    ],
    reset: [
      'Tetapkan semula kata laluan {site} anda',
      'Kami menerima permintaan untuk menetapkan semula kata laluan {site} anda. Pilih kata laluan baharu di sini:\n{link}\nPautan ini tamat tempoh dalam {lifetime}.',
    ],
    ignore: 'Jika anda tidak membuat permintaan ini, anda boleh abaikan e-mel ini.',
  },
  ko: {
    verify: [
      '{site} 이메일 주소를 확인해 주세요',
      '{site}에 오신 것을 환영합니다! 아래 링크를 열어 이메일 주소를 확인해 주세요:\n{link}\n이 링크는 {lifetime} 동안 유효합니다.',
    ],
    login: [
      '{site} 로그인 링크',
      '아래 링크로 {site}에 로그인하세요:\n{link}\n이 링크는 한 번만 사용할 수 있으며 {lifetime} 후에 만료됩니다.',
    ],
    reset: [
      '{site} 비밀번호 재설정',
      '{site} 비밀번호 재설정 요청을 받았습니다. 여기에서 새 비밀번호를 설정하세요:\n{link}\n이 링크는 {lifetime} 후에 만료됩니다.',
    ],
    ignore: '요청하지 않으셨다면 이 이메일을 무시하셔도 됩니다.',
  },
  zh: {
    verify: [
      '请确认您在 {site} 的电子邮件地址',
      '欢迎加入 {site}！请打开以下链接确认您的电子邮件地址：\n{link}\n该链接在{lifetime}内有效。',
    ],
    login: ['您的 {site} 登录链接', '使用以下链接登录 {site}：\n{link}\n该链接仅可使用一次，将在{lifetime}后失效。'],
    reset: ['重置您的 {site} 密码', '我们收到了重置您 {site} 密码的请求。请在此设置新密码：\n{link}\n该链接将在{lifetime}后失效。'],
    ignore: '如果这不是您本人的操作，请忽略此邮件。',
  },
  sv: {
    verify: [
      'Bekräfta din e-postadress för {site}',
      'Välkommen till {site}! Bekräfta din e-postadress genom att öppna den här länken:\n{link}\nLänken är giltig i {lifetime}.',
    ],
    login: [
      'Din inloggningslänk till {site}',
      'Använd den här länken för att logga in på {site}:\n{link}\nLänken fungerar en gång och går ut om {lifetime}.',
    ],
    reset: [
      'Återställ ditt lösenord för {site}',
      'Vi har fått en begäran om att återställa ditt lösenord för {site}. Välj ett nytt här:\n{link}\nLänken går ut om {lifetime}.',
    ],
    ignore: 'Om du inte har begärt detta kan du ignorera det här mejlet.',
  },
  th: {
    verify: ['ยืนยันอีเมลของคุณสำหรับ {site}', 'ยินดีต้อนรับสู่ {site}! กรุณายืนยันอีเมลของคุณโดยเปิดลิงก์นี้:\n{link}\nลิงก์นี้ใช้ได้ {lifetime}'],
    login: ['ลิงก์เข้าสู่ระบบ {site} ของคุณ', 'ใช้ลิงก์นี้เพื่อเข้าสู่ระบบ {site}:\n{link}\nลิงก์นี้ใช้ได้ครั้งเดียวและจะหมดอายุใน {lifetime}'],
    reset: ['รีเซ็ตรหัสผ่าน {site} ของคุณ', 'เราได้รับคำขอให้รีเซ็ตรหัสผ่าน {site} ของคุณ ตั้งรหัสผ่านใหม่ได้ที่นี่:\n{link}\nลิงก์นี้จะหมดอายุใน {lifetime}'],
    ignore: 'หากคุณไม่ได้ส่งคำขอนี้ คุณสามารถเพิกเฉยต่ออีเมลนี้ได้',
  },
  pl: {
    verify: [
      'Potwierdź swój adres e-mail w {site}',
      'Witamy w {site}! Potwierdź swój adres e-mail, otwierając ten link:\n{link}\nCzas ważności linku to {lifetime}.',
    ],
    login: [
      'Twój link do logowania w {site}',
      'Użyj tego linku, aby zalogować się do {site}:\n{link}\nLink działa jeden raz, a czas jego ważności to {lifetime}.',
    ],
    reset: [
      'Zresetuj hasło do {site}',
      'Otrzymaliśmy prośbę o zresetowanie hasła do {site}. Ustaw nowe hasło tutaj:\n{link}\nCzas ważności linku to {lifetime}.',
    ],
    ignore: 'Jeśli to nie Ty wysłałeś tę prośbę, zignoruj tę wiadomość.',
  },
  ja: {
    verify: [
      '{site} のメールアドレスを確認してください',
      '{site} へようこそ！次のリンクを開いてメールアドレスを確認してください：\n{link}\nこのリンクの有効期間は{lifetime}です。',
    ],
    login: [
      '{site} のログインリンク',
      '次のリンクから {site} にログインしてください：\n{link}\nこのリンクは1回限り有効で、{lifetime}後に期限切れになります。',
    ],
    reset: [
      '{site} のパスワードの再設定',
      '{site} のパスワード再設定のリクエストを受け付けました。こちらから新しいパスワードを設定してください：\n{link}\nこのリンクは{lifetime}後に期限切れになります。',
    ],
    ignore: 'このリクエストに心当たりがない場合は、このメールを無視してください。',
  },
  id: {
    verify: [
      'Konfirmasi alamat email Anda untuk {site}',
      'Selamat datang di {site}! Konfirmasi alamat email Anda dengan membuka tautan ini:\n{link}\nTautan berlaku selama {lifetime}.',
    ],
    login: [
      'Tautan masuk {site} Anda',
      'Gunakan tautan ini untuk masuk ke {site}:\n{link}\nTautan hanya dapat digunakan sekali dan kedaluwarsa dalam {lifetime}.',
    ],
    reset: [
      'Atur ulang kata sandi {site} Anda',
      'Kami menerima permintaan untuk mengatur ulang kata sandi {site} Anda. Buat kata sandi baru di sini:\n{link}\nTautan kedaluwarsa dalam {lifetime}.',
    ],
    ignore: 'Jika Anda tidak meminta ini, abaikan saja email ini.',
  },
  ar: {
    verify: [
      'أكِّد عنوان بريدك الإلكتروني في {site}',
      'مرحبًا بك في {site}! يُرجى تأكيد عنوان بريدك الإلكتروني بفتح هذا الرابط:\n{link}\nمدة صلاحية الرابط {lifetime}.',
    ],
    login: [
      'رابط تسجيل الدخول إلى {site}',
      'استخدم هذا الرابط لتسجيل الدخول إلى {site}:\n{link}\nيعمل الرابط مرة واحدة فقط، ومدة صلاحيته {lifetime}.',
    ],
    reset: [
      'إعادة تعيين كلمة مرور {site}',
      'تلقّينا طلبًا لإعادة تعيين كلمة مرور حسابك في {site}. اختر كلمة مرور جديدة من هنا:\n{link}\nمدة صلاحية الرابط {lifetime}.',
    ],
    ignore: 'إذا لم تطلب ذلك، يمكنك تجاهل هذه الرسالة.',
  },
  fil: {
    verify: [
      'Kumpirmahin ang iyong email address para sa {site}',
      'Maligayang pagdating sa {site}! Pakikumpirma ang iyong email address sa pamamagitan ng pagbukas sa link na ito:\n{link}\nMay bisa ang link sa loob ng {lifetime}.',
    ],
    login: [
      'Ang iyong sign-in link sa {site}',
      'Gamitin ang link na ito para mag-sign in sa {site}:\n{link}\nIsang beses lang gagana ang link at mag-e-expire ito sa loob ng {lifetime}.',
    ],
    reset: [
      'I-reset ang iyong password sa {site}',
      'Nakatanggap kami ng kahilingang i-reset ang iyong password sa {site}. Pumili ng bago rito:\n{link}\nMag-e-expire ang link sa loob ng {lifetime}.',
    ],
    ignore: 'Kung hindi ikaw ang humiling nito, maaari mong balewalain ang email na ito.',
  },
  da: {
    verify: [
      'Bekræft din e-mailadresse til {site}',
      'Velkommen til {site}! Bekræft din e-mailadresse ved at åbne dette link:\n{link}\nLinket er gyldigt i {lifetime}.',
    ],
    login: [
      'Dit login-link til {site}',
      'Brug dette link til at logge ind på {site}:\n{link}\nLinket virker én gang og udløber om {lifetime}.',
    ],
    reset: [
      'Nulstil din adgangskode til {site}',
      'Vi har modtaget en anmodning om at nulstille din adgangskode til {site}. Vælg en ny her:\n{link}\nLinket udløber om {lifetime}.',
    ],
    ignore: 'Hvis du ikke har bedt om dette, kan du se bort fra denne e-mail.',
  },
  nb: {
    verify: [
      'Bekreft e-postadressen din for {site}',
      'Velkommen til {site}! Bekreft e-postadressen din ved å åpne denne lenken:\n{link}\nLenken er gyldig i {lifetime}.',
    ],
    login: [
      'Innloggingslenken din til {site}',
      'Bruk denne lenken for å logge inn på {site}:\n{link}\nLenken fungerer én gang og utløper om {lifetime}.',
    ],
    reset: [
      'Tilbakestill passordet ditt for {site}',
      'Vi har mottatt en forespørsel om å tilbakestille passordet ditt for {site}. Velg et nytt her:\n{link}\nLenken utløper om {lifetime}.',
    ],
    ignore: 'Hvis du ikke ba om dette, kan du se bort fra denne e-posten.',
  },
  vi: {
    verify: [
      'Xác nhận địa chỉ email của bạn cho {site}',
      'Chào mừng bạn đến với {site}! Vui lòng xác nhận địa chỉ email bằng cách mở liên kết này:\n{link}\nLiên kết có hiệu lực trong {lifetime}.',
    ],
    login: [
      'Liên kết đăng nhập {site} của bạn',
      'Dùng liên kết này để đăng nhập vào {site}:\n{link}\nLiên kết chỉ dùng được một lần và hết hạn sau {lifetime}.',
    ],
    reset: [
      'Đặt lại mật khẩu {site} của bạn',
      'Chúng tôi đã nhận được yêu cầu đặt lại mật khẩu {site} của bạn. Chọn mật khẩu mới tại đây:\n{link}\nLiên kết hết hạn sau {lifetime}.',
    ],
    ignore: 'Nếu bạn không yêu cầu việc này, bạn có thể bỏ qua email này.',
  },
  tr: {
    verify: [
      '{site} için e-posta adresinizi doğrulayın',
      '{site} ailesine hoş geldiniz! Lütfen bu bağlantıyı açarak e-posta adresinizi doğrulayın:\n{link}\nBağlantı {lifetime} geçerlidir.',
    ],
    login: [
      '{site} giriş bağlantınız',
      '{site} hesabınıza giriş yapmak için bu bağlantıyı kullanın:\n{link}\nBağlantı yalnızca bir kez çalışır ve {lifetime} içinde geçerliliğini yitirir.',
    ],
    reset: [
      '{site} şifrenizi sıfırlayın',
      '{site} şifrenizi sıfırlamak için bir talep aldık. Yeni şifrenizi buradan belirleyin:\n{link}\nBağlantı {lifetime} içinde geçerliliğini yitirir.',
    ],
    ignore: 'Bu talebi siz yapmadıysanız bu e-postayı yok sayabilirsiniz.',
  },
  ro: {
    verify: [
      'Confirmă adresa de e-mail pentru {site}',
      'Bine ai venit la {site}! Confirmă adresa de e-mail deschizând acest link:\n{link}\nLinkul este valabil {lifetime}.',
    ],
    login: [
      'Linkul tău de autentificare în {site}',
      'Folosește acest link pentru a te autentifica în {site}:\n{link}\nLinkul funcționează o singură dată și expiră în {lifetime}.',
    ],
    reset: [
      'Resetează parola {site}',
      'Am primit o solicitare de resetare a parolei tale {site}. Alege una nouă aici:\n{link}\nLinkul expiră în {lifetime}.',
    ],
    ignore: 'Dacă nu ai solicitat acest lucru, poți ignora acest e-mail.',
  },
  fi: {
    verify: [
      'Vahvista sähköpostiosoitteesi palveluun {site}',
      'Tervetuloa palveluun {site}! Vahvista sähköpostiosoitteesi avaamalla tämä linkki:\n{link}\nLinkin voimassaoloaika on {lifetime}.',
    ],
    login: [
      'Kirjautumislinkkisi palveluun {site}',
      'Kirjaudu palveluun {site} tällä linkillä:\n{link}\nLinkki toimii kerran, ja sen voimassaoloaika on {lifetime}.',
    ],
    reset: [
      'Palauta {site}-salasanasi',
      'Saimme pyynnön palauttaa {site}-salasanasi. Valitse uusi salasana täällä:\n{link}\nLinkin voimassaoloaika on {lifetime}.',
    ],
    ignore: 'Jos et pyytänyt tätä, voit jättää tämän viestin huomiotta.',
  },
  cs: {
    verify: [
      'Potvrďte svou e-mailovou adresu pro {site}',
      'Vítejte v {site}! Potvrďte prosím svou e-mailovou adresu otevřením tohoto odkazu:\n{link}\nDoba platnosti odkazu je {lifetime}.',
    ],
    login: [
      'Váš přihlašovací odkaz do {site}',
      'Pomocí tohoto odkazu se přihlásíte do {site}:\n{link}\nOdkaz funguje jen jednou a doba jeho platnosti je {lifetime}.',
    ],
    reset: [
      'Obnovte své heslo do {site}',
      'Obdrželi jsme žádost o obnovení vašeho hesla do {site}. Nové heslo si zvolte zde:\n{link}\nDoba platnosti odkazu je {lifetime}.',
    ],
    ignore: 'Pokud jste o to nežádali, můžete tento e-mail ignorovat.',
  },
}

export interface RenderedMail {
  subject: string
  text: string
}

/**
 * The e-mail of `kind` in the language of the route locale (`fr-ca` → fr, `tl-ph` → fil). Each
 * kind carries a link of the token purpose of the same name, which lives `TTL[kind]`.
 */
export function renderMail(kind: MailKind, locale: string, vars: { site: string; link: string; lifetimeMs?: number }): RenderedMail {
  const language = messageLanguageFor(locale)
  const t = templates[language]
  const lifetime = lifetimeText(vars.lifetimeMs ?? TTL[kind], language)
  // Function replacers: a `$` in the link must not be read as a replacement pattern.
  const fill = (s: string) =>
    s
      .replace(/\{site\}/g, () => vars.site)
      .replace(/\{link\}/g, () => vars.link)
      .replace(/\{lifetime\}/g, () => lifetime)
  const [subject, body] = t[kind]
  return { subject: fill(subject), text: `${fill(body)}\n\n${t.ignore}\n\n— ${vars.site}` }
}

export const mailLanguages = Object.keys(templates) as MessageLanguage[]
