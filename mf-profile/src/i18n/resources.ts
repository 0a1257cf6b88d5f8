/** The profile namespace in every language the product ships (en, ua, de). */
export const NAMESPACE = 'profile';

export const resources = {
  en: {
    nav: {
      label: 'Profile',
      myProfile: 'My profile',
      settings: 'Settings',
    },
    screens: {
      myProfile: {
        title: 'My profile',
        description: 'Your skills, rate, references and portfolio as customers see them.',
      },
      publicProfile: {
        title: 'Profile of {{username}}',
        description: 'Skills, reviews, references and products of {{username}}.',
      },
      hire: {
        title: 'Hire {{username}}',
        description: 'Send {{username}} a job offer with the terms you propose.',
      },
      customerProfile: {
        title: 'Customer profile',
        description: 'Your company details and the jobs freelancers see from you.',
      },
      settings: {
        title: 'Settings',
        description: 'Account, notifications, language and payment account settings.',
      },
    },
    notFound: 'This profile page does not exist.',
  },
  ua: {
    nav: {
      label: 'Профіль',
      myProfile: 'Мій профіль',
      settings: 'Налаштування',
    },
    screens: {
      myProfile: {
        title: 'Мій профіль',
        description: 'Ваші навички, ставка, рекомендації та портфоліо так, як їх бачать замовники.',
      },
      publicProfile: {
        title: 'Профіль {{username}}',
        description: 'Навички, відгуки, рекомендації та продукти {{username}}.',
      },
      hire: {
        title: 'Найняти {{username}}',
        description: 'Надішліть {{username}} пропозицію роботи з вашими умовами.',
      },
      customerProfile: {
        title: 'Профіль замовника',
        description: 'Дані вашої компанії та вакансії, які бачать фрилансери.',
      },
      settings: {
        title: 'Налаштування',
        description: 'Налаштування облікового запису, сповіщень, мови та платіжного рахунку.',
      },
    },
    notFound: 'Такої сторінки профілю немає.',
  },
  de: {
    nav: {
      label: 'Profil',
      myProfile: 'Mein Profil',
      settings: 'Einstellungen',
    },
    screens: {
      myProfile: {
        title: 'Mein Profil',
        description: 'Ihre Fähigkeiten, Ihr Satz, Referenzen und Portfolio, wie Kunden sie sehen.',
      },
      publicProfile: {
        title: 'Profil von {{username}}',
        description: 'Fähigkeiten, Bewertungen, Referenzen und Produkte von {{username}}.',
      },
      hire: {
        title: '{{username}} beauftragen',
        description: 'Senden Sie {{username}} ein Auftragsangebot mit Ihren Bedingungen.',
      },
      customerProfile: {
        title: 'Kundenprofil',
        description: 'Ihre Firmendaten und die Aufträge, die Freelancer von Ihnen sehen.',
      },
      settings: {
        title: 'Einstellungen',
        description: 'Konto, Benachrichtigungen, Sprache und Zahlungskonto.',
      },
    },
    notFound: 'Diese Profilseite gibt es nicht.',
  },
};

export type ScreenKey = keyof (typeof resources)['en']['screens'];
export type NavKey = Exclude<keyof (typeof resources)['en']['nav'], 'label'>;
