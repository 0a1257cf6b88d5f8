import { layoutResources } from './layout-resources';

/** The shell's own namespace; remotes add theirs to the same (shared) i18next instance. */
export const SHELL_NAMESPACE = 'shell';

export const SUPPORTED_LOCALES = ['en', 'ua', 'de'] as const;
export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number];

const baseResources = {
  en: {
    brand: '{{tenant}} Marketplace',
    skipToContent: 'Skip to content',
    mainNav: 'Main',
    language: 'Language',
    languages: { en: 'English', ua: 'Українська', de: 'Deutsch' },
    areas: {
      mf_jobs: 'Jobs',
      mf_proposals: 'Proposals',
      mf_contracts_payments: 'Contracts',
      mf_messaging: 'Messages',
      mf_products: 'Products',
      mf_profile: 'Profile',
    },
    home: {
      title: 'Find the right freelancer for every job',
      description:
        'Post a job, compare proposals and pay by milestone, or find work that matches your skills.',
      areasHeading: 'Explore the marketplace',
      areaLink: 'Go to {{area}}',
      byService: {
        heading: 'Find freelancers by service',
        intro: 'Choose a service to see some of our best freelancers for it.',
        serviceLabel: 'Service',
        search: 'Search',
        searching: 'Searching',
        loadingServices: 'Loading services',
        servicesFailed: 'The services could not be loaded.',
        noServices: 'No services are offered here yet.',
        loadingResults: 'Looking for freelancers',
        resultsFailed: 'The freelancers could not be loaded. Please try again.',
        retry: 'Try again',
        empty: 'No freelancers offer {{service}} yet.',
        emptyHint: 'Choose another service or post a job and let freelancers come to you.',
        found: 'Top freelancers for {{service}}',
        count: 'Freelancers found: {{count}}',
        rate: '{{sign}}{{rate}} per hour',
        seeAll: 'See all {{service}} freelancers',
      },
    },
    notFound: {
      title: 'Page not found',
      description: 'The page you are looking for does not exist or is not available here.',
      home: 'Back to the home page',
    },
    remote: {
      loading: 'Loading {{area}}…',
      failedTitle: '{{area}} is not available right now',
      failedMessage:
        'This part of the site could not be loaded. The rest of the site still works; try again in a moment.',
      retry: 'Retry',
    },
    footer: {
      intro: 'A marketplace where customers hire freelancers and freelancers get paid.',
      copyright: '© {{year}} {{tenant}}. All rights reserved.',
    },
    startup: {
      title: 'The site could not start',
      unknownHost: 'No marketplace is configured for {{host}}.',
      configFailed: 'The site configuration could not be loaded. Please reload the page.',
    },
  },
  ua: {
    brand: 'Маркетплейс {{tenant}}',
    skipToContent: 'Перейти до вмісту',
    mainNav: 'Головне меню',
    language: 'Мова',
    languages: { en: 'English', ua: 'Українська', de: 'Deutsch' },
    areas: {
      mf_jobs: 'Вакансії',
      mf_proposals: 'Пропозиції',
      mf_contracts_payments: 'Контракти',
      mf_messaging: 'Повідомлення',
      mf_products: 'Продукти',
      mf_profile: 'Профіль',
    },
    home: {
      title: 'Знайдіть фрилансера для будь-якої роботи',
      description:
        'Опублікуйте вакансію, порівняйте пропозиції й оплачуйте етапами або знайдіть роботу за своїми навичками.',
      areasHeading: 'Розділи маркетплейсу',
      areaLink: 'Перейти: {{area}}',
      byService: {
        heading: 'Знайдіть фрилансерів за послугою',
        intro: 'Оберіть послугу, щоб побачити деяких із найкращих фрилансерів для неї.',
        serviceLabel: 'Послуга',
        search: 'Шукати',
        searching: 'Пошук',
        loadingServices: 'Завантаження послуг',
        servicesFailed: 'Не вдалося завантажити послуги.',
        noServices: 'Тут поки що немає послуг.',
        loadingResults: 'Шукаємо фрилансерів',
        resultsFailed: 'Не вдалося завантажити фрилансерів. Спробуйте ще раз.',
        retry: 'Спробувати ще раз',
        empty: 'Поки що жоден фрилансер не пропонує послугу «{{service}}».',
        emptyHint: 'Оберіть іншу послугу або опублікуйте вакансію, і фрилансери знайдуть вас самі.',
        found: 'Найкращі фрилансери для послуги «{{service}}»',
        count: 'Знайдено фрилансерів: {{count}}',
        rate: '{{sign}}{{rate}} за годину',
        seeAll: 'Усі фрилансери: {{service}}',
      },
    },
    notFound: {
      title: 'Сторінку не знайдено',
      description: 'Сторінки, яку ви шукаєте, не існує або вона тут недоступна.',
      home: 'Повернутися на головну',
    },
    remote: {
      loading: 'Завантаження: {{area}}…',
      failedTitle: 'Розділ «{{area}}» зараз недоступний',
      failedMessage:
        'Цю частину сайту не вдалося завантажити. Решта сайту працює; спробуйте ще раз за мить.',
      retry: 'Спробувати ще раз',
    },
    footer: {
      intro: 'Маркетплейс, де замовники наймають фрилансерів, а фрилансери отримують оплату.',
      copyright: '© {{year}} {{tenant}}. Усі права захищено.',
    },
    startup: {
      title: 'Не вдалося запустити сайт',
      unknownHost: 'Для {{host}} маркетплейс не налаштовано.',
      configFailed: 'Не вдалося завантажити налаштування сайту. Оновіть сторінку.',
    },
  },
  de: {
    brand: '{{tenant}} Marktplatz',
    skipToContent: 'Zum Inhalt springen',
    mainNav: 'Hauptmenü',
    language: 'Sprache',
    languages: { en: 'English', ua: 'Українська', de: 'Deutsch' },
    areas: {
      mf_jobs: 'Aufträge',
      mf_proposals: 'Angebote',
      mf_contracts_payments: 'Verträge',
      mf_messaging: 'Nachrichten',
      mf_products: 'Produkte',
      mf_profile: 'Profil',
    },
    home: {
      title: 'Die passende Fachkraft für jeden Auftrag',
      description:
        'Veröffentlichen Sie einen Auftrag, vergleichen Sie Angebote und zahlen Sie nach Meilensteinen, oder finden Sie passende Arbeit.',
      areasHeading: 'Den Marktplatz entdecken',
      areaLink: 'Zu {{area}}',
      byService: {
        heading: 'Freelancer nach Leistung finden',
        intro: 'Wählen Sie eine Leistung, um einige unserer besten Freelancer dafür zu sehen.',
        serviceLabel: 'Leistung',
        search: 'Suchen',
        searching: 'Suche läuft',
        loadingServices: 'Leistungen werden geladen',
        servicesFailed: 'Die Leistungen konnten nicht geladen werden.',
        noServices: 'Hier werden noch keine Leistungen angeboten.',
        loadingResults: 'Freelancer werden gesucht',
        resultsFailed:
          'Die Freelancer konnten nicht geladen werden. Bitte versuchen Sie es erneut.',
        retry: 'Erneut versuchen',
        empty: 'Noch bietet kein Freelancer „{{service}}“ an.',
        emptyHint:
          'Wählen Sie eine andere Leistung oder veröffentlichen Sie einen Auftrag, und Freelancer melden sich bei Ihnen.',
        found: 'Top-Freelancer für „{{service}}“',
        count: 'Gefundene Freelancer: {{count}}',
        rate: '{{sign}}{{rate}} pro Stunde',
        seeAll: 'Alle Freelancer für „{{service}}“ ansehen',
      },
    },
    notFound: {
      title: 'Seite nicht gefunden',
      description: 'Die gesuchte Seite gibt es nicht oder sie ist hier nicht verfügbar.',
      home: 'Zur Startseite',
    },
    remote: {
      loading: '{{area}} wird geladen…',
      failedTitle: '{{area}} ist gerade nicht verfügbar',
      failedMessage:
        'Dieser Teil der Seite konnte nicht geladen werden. Der Rest funktioniert weiter; versuchen Sie es gleich noch einmal.',
      retry: 'Erneut versuchen',
    },
    footer: {
      intro: 'Ein Marktplatz, auf dem Kunden Freelancer beauftragen und Freelancer bezahlt werden.',
      copyright: '© {{year}} {{tenant}}. Alle Rechte vorbehalten.',
    },
    startup: {
      title: 'Die Seite konnte nicht starten',
      unknownHost: 'Für {{host}} ist kein Marktplatz eingerichtet.',
      configFailed: 'Die Konfiguration konnte nicht geladen werden. Bitte laden Sie die Seite neu.',
    },
  },
} as const;

type Bundle = Record<string, unknown>;

function merge(base: Bundle, extra: Bundle): Bundle {
  const out: Bundle = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const current = out[key];
    out[key] =
      typeof current === 'object' && current !== null && typeof value === 'object' && value !== null
        ? merge(current as Bundle, value as Bundle)
        : value;
  }
  return out;
}

/** Every shell string per locale: the base screens plus the layout's (header, footer, pages). */
export const shellResources: Record<SupportedLocale, Bundle> = {
  en: merge(baseResources.en, layoutResources.en),
  ua: merge(baseResources.ua, layoutResources.ua),
  de: merge(baseResources.de, layoutResources.de),
};
