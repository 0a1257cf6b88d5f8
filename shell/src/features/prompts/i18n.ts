import { PAYMENT_ALERT_MESSAGES } from '@mp/contracts';

export const PROMPTS_NAMESPACE = 'prompts';

/** Translation key of each payment onboarding alert (docs/payments.md#onboarding-alerts). */
export function paymentAlertKey(message: string): string | null {
  const entry = Object.entries(PAYMENT_ALERT_MESSAGES).find(([, text]) => text === message);
  return entry ? entry[0] : null;
}

const en = {
  completeOnboarding: PAYMENT_ALERT_MESSAGES.completeOnboarding,
  furtherInformation: PAYMENT_ALERT_MESSAGES.furtherInformation,
  bankAccount: PAYMENT_ALERT_MESSAGES.bankAccount,
  goToSettings: 'Open payment settings',
  dismiss: 'Dismiss',
  surveyTitle: 'Help us get to know you',
  surveyIntro: 'Two quick questions so we can suggest the right freelancers.',
  surveySource: 'How did you hear about us?',
  surveyNeed: 'What kind of work do you need done?',
  surveySubmit: 'Send answers',
  surveySkip: 'Not now',
  surveyThanks: 'Thank you for your answers.',
  surveyFailed: 'Your answers could not be saved. Please try again.',
  close: 'Close',
  supportOpen: 'Chat with support',
  supportTitle: 'Support',
  supportIntro: 'Tell us what you need and our team will reply by e-mail to {{email}}.',
  supportSubject: 'Subject',
  supportMessage: 'Message',
  supportSend: 'Send',
  supportSending: 'Sending',
  supportSent: 'Thanks, your message was sent. We will reply by e-mail.',
  supportFailed: 'Your message could not be sent. Please try again later.',
  required: 'Please input {{field}}',
  idleTitle: 'Are you still there?',
  idleText: 'You have been inactive for a while. You will be signed out in {{seconds}} seconds.',
  idleStay: 'Stay signed in',
  idleSignOut: 'Sign out now',
};

type Bundle = Record<keyof typeof en, string>;

const ua: Bundle = {
  completeOnboarding:
    'Щоб почати отримувати кошти, завершіть реєстрацію у платіжного провайдера на сторінці налаштувань',
  furtherInformation:
    'Щоб і надалі отримувати кошти, надайте платіжному провайдеру додаткову інформацію на сторінці налаштувань',
  bankAccount:
    'Щоб почати отримувати кошти, вкажіть банківський рахунок для виплат на сторінці налаштувань',
  goToSettings: 'Відкрити налаштування платежів',
  dismiss: 'Закрити',
  surveyTitle: 'Допоможіть нам познайомитися з вами',
  surveyIntro: 'Два швидкі запитання, щоб ми могли порадити потрібних фрилансерів.',
  surveySource: 'Як ви про нас дізналися?',
  surveyNeed: 'Яку роботу вам потрібно виконати?',
  surveySubmit: 'Надіслати відповіді',
  surveySkip: 'Не зараз',
  surveyThanks: 'Дякуємо за відповіді.',
  surveyFailed: 'Не вдалося зберегти відповіді. Спробуйте ще раз.',
  close: 'Закрити',
  supportOpen: 'Чат із підтримкою',
  supportTitle: 'Підтримка',
  supportIntro: 'Опишіть, що вам потрібно, і ми відповімо на {{email}}.',
  supportSubject: 'Тема',
  supportMessage: 'Повідомлення',
  supportSend: 'Надіслати',
  supportSending: 'Надсилання',
  supportSent: 'Дякуємо, повідомлення надіслано. Ми відповімо електронною поштою.',
  supportFailed: 'Не вдалося надіслати повідомлення. Спробуйте пізніше.',
  required: 'Будь ласка, введіть {{field}}',
  idleTitle: 'Ви ще тут?',
  idleText: 'Ви деякий час були неактивні. Вихід відбудеться через {{seconds}} с.',
  idleStay: 'Залишитися',
  idleSignOut: 'Вийти зараз',
};

const de: Bundle = {
  completeOnboarding:
    'Um Zahlungen zu erhalten, schließen Sie bitte das Onboarding beim Zahlungsanbieter auf Ihrer Einstellungsseite ab',
  furtherInformation:
    'Um weiterhin Zahlungen zu erhalten, geben Sie dem Zahlungsanbieter bitte weitere Informationen auf Ihrer Einstellungsseite',
  bankAccount:
    'Um Zahlungen zu erhalten, geben Sie bitte auf Ihrer Einstellungsseite das Bankkonto für Auszahlungen an',
  goToSettings: 'Zahlungseinstellungen öffnen',
  dismiss: 'Schließen',
  surveyTitle: 'Helfen Sie uns, Sie kennenzulernen',
  surveyIntro: 'Zwei kurze Fragen, damit wir passende Freelancer vorschlagen können.',
  surveySource: 'Wie haben Sie von uns erfahren?',
  surveyNeed: 'Welche Arbeit soll erledigt werden?',
  surveySubmit: 'Antworten senden',
  surveySkip: 'Nicht jetzt',
  surveyThanks: 'Vielen Dank für Ihre Antworten.',
  surveyFailed: 'Ihre Antworten konnten nicht gespeichert werden. Bitte erneut versuchen.',
  close: 'Schließen',
  supportOpen: 'Support-Chat',
  supportTitle: 'Support',
  supportIntro: 'Beschreiben Sie Ihr Anliegen; wir antworten per E-Mail an {{email}}.',
  supportSubject: 'Betreff',
  supportMessage: 'Nachricht',
  supportSend: 'Senden',
  supportSending: 'Wird gesendet',
  supportSent: 'Danke, Ihre Nachricht wurde gesendet. Wir antworten per E-Mail.',
  supportFailed: 'Ihre Nachricht konnte nicht gesendet werden. Bitte später erneut versuchen.',
  required: 'Bitte geben Sie {{field}} ein',
  idleTitle: 'Sind Sie noch da?',
  idleText: 'Sie waren eine Weile inaktiv. Sie werden in {{seconds}} Sekunden abgemeldet.',
  idleStay: 'Angemeldet bleiben',
  idleSignOut: 'Jetzt abmelden',
};

export const promptsResources = { en, ua, de } as const;
