import i18next from 'i18next';

export const LIVE_NAMESPACE = 'live';

export const liveResources = {
  en: {
    newMessage: 'New message from {{senderName}}',
    review: 'Click here to review',
    videoCall: '{{sender_name}} is video calling you.',
    joinCall: 'Join the call now.',
    massClose:
      'Closing of all child jobs process finished. {{jobsProcessedCount}} jobs were processed',
    notClosed: 'The following jobs were not closed:',
    cvSucceeded: 'Your CV was parsed successfully.',
    cvReloading: 'The page reloads in a moment to show your new profile details.',
    cvFailed: 'CV parsing failed',
    bookingCreated: 'Booking successful',
    bookingCreatedFor: 'Booking successful: {{productTitle}}',
    dismiss: 'Dismiss',
    notifications: 'Notifications',
  },
  ua: {
    newMessage: 'Нове повідомлення від {{senderName}}',
    review: 'Натисніть тут, щоб переглянути',
    videoCall: '{{sender_name}} телефонує вам по відеозв’язку.',
    joinCall: 'Приєднатися до дзвінка зараз.',
    massClose: 'Закриття всіх дочірніх робіт завершено. Оброблено робіт: {{jobsProcessedCount}}',
    notClosed: 'Ці роботи не було закрито:',
    cvSucceeded: 'Ваше резюме успішно оброблено.',
    cvReloading: 'Сторінка зараз перезавантажиться, щоб показати нові дані профілю.',
    cvFailed: 'Не вдалося обробити резюме',
    bookingCreated: 'Бронювання успішне',
    bookingCreatedFor: 'Бронювання успішне: {{productTitle}}',
    dismiss: 'Закрити',
    notifications: 'Сповіщення',
  },
  de: {
    newMessage: 'Neue Nachricht von {{senderName}}',
    review: 'Hier klicken, um sie anzusehen',
    videoCall: '{{sender_name}} ruft Sie per Video an.',
    joinCall: 'Jetzt dem Anruf beitreten.',
    massClose:
      'Das Schließen aller Unteraufträge ist abgeschlossen. {{jobsProcessedCount}} Aufträge wurden verarbeitet',
    notClosed: 'Folgende Aufträge wurden nicht geschlossen:',
    cvSucceeded: 'Ihr Lebenslauf wurde erfolgreich ausgewertet.',
    cvReloading: 'Die Seite wird gleich neu geladen, um Ihre neuen Profildaten zu zeigen.',
    cvFailed: 'Auswertung des Lebenslaufs fehlgeschlagen',
    bookingCreated: 'Buchung erfolgreich',
    bookingCreatedFor: 'Buchung erfolgreich: {{productTitle}}',
    dismiss: 'Schließen',
    notifications: 'Benachrichtigungen',
  },
} as const;

let registered = false;

/** Adds the live namespace to the page's one i18next instance (idempotent). */
export function registerLiveI18n(instance = i18next): void {
  if (registered && instance === i18next) return;
  for (const [lng, bundle] of Object.entries(liveResources)) {
    instance.addResourceBundle(lng, LIVE_NAMESPACE, bundle, true, false);
  }
  if (instance === i18next) registered = true;
}
