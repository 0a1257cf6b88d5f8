/** The proposals namespace in every language the product ships (en, ua, de). */
export const NAMESPACE = 'proposals';

export const resources = {
  en: {
    nav: {
      label: 'Proposals',
      myProposals: 'My proposals',
      receivedProposals: 'Received proposals',
      shortList: 'Short list',
      favorites: 'Favorites',
    },
    screens: {
      sendProposal: {
        title: 'Send a proposal',
        description:
          'Offer your rate, timeline and milestones for the job, then send it to the customer.',
      },
      myProposals: {
        title: 'My proposals',
        description: "Proposals you drafted or sent, with the customer's answer for each.",
      },
      receivedProposals: {
        title: 'Received proposals',
        description: 'Compare the proposals freelancers sent for your jobs and reply to each.',
      },
      shortList: {
        title: 'Short list',
        description: 'Freelancers you shortlisted for your jobs, ready to interview or hire.',
      },
      favorites: {
        title: 'Favorites',
        description: 'Freelancers you marked as favorites, to invite again to new jobs.',
      },
    },
    notFound: 'This proposals page does not exist.',
  },
  ua: {
    nav: {
      label: 'Пропозиції',
      myProposals: 'Мої пропозиції',
      receivedProposals: 'Отримані пропозиції',
      shortList: 'Короткий список',
      favorites: 'Обране',
    },
    screens: {
      sendProposal: {
        title: 'Надіслати пропозицію',
        description: 'Запропонуйте ставку, терміни та етапи для вакансії й надішліть замовнику.',
      },
      myProposals: {
        title: 'Мої пропозиції',
        description: 'Чернетки та надіслані пропозиції з відповіддю замовника на кожну.',
      },
      receivedProposals: {
        title: 'Отримані пропозиції',
        description: 'Порівнюйте пропозиції фрилансерів на ваші вакансії та відповідайте на кожну.',
      },
      shortList: {
        title: 'Короткий список',
        description: 'Фрилансери, яких ви відібрали для вакансій, готові до співбесіди чи найму.',
      },
      favorites: {
        title: 'Обране',
        description: 'Фрилансери з вашого обраного, щоб знову запрошувати до нових вакансій.',
      },
    },
    notFound: 'Такої сторінки пропозицій немає.',
  },
  de: {
    nav: {
      label: 'Angebote',
      myProposals: 'Meine Angebote',
      receivedProposals: 'Erhaltene Angebote',
      shortList: 'Auswahlliste',
      favorites: 'Favoriten',
    },
    screens: {
      sendProposal: {
        title: 'Angebot senden',
        description:
          'Bieten Sie Satz, Zeitplan und Meilensteine für den Auftrag an und senden Sie es dem Kunden.',
      },
      myProposals: {
        title: 'Meine Angebote',
        description: 'Ihre Entwürfe und gesendeten Angebote mit der Antwort des Kunden.',
      },
      receivedProposals: {
        title: 'Erhaltene Angebote',
        description:
          'Vergleichen Sie die Angebote der Freelancer zu Ihren Aufträgen und antworten Sie.',
      },
      shortList: {
        title: 'Auswahlliste',
        description:
          'Freelancer auf Ihrer Auswahlliste, bereit für ein Gespräch oder die Beauftragung.',
      },
      favorites: {
        title: 'Favoriten',
        description: 'Ihre favorisierten Freelancer, die Sie erneut zu Aufträgen einladen können.',
      },
    },
    notFound: 'Diese Angebotsseite gibt es nicht.',
  },
};

export type ScreenKey = keyof (typeof resources)['en']['screens'];
export type NavKey = Exclude<keyof (typeof resources)['en']['nav'], 'label'>;
