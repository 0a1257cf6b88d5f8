/** The messaging namespace in every language the product ships (en, ua, de). */
export const NAMESPACE = 'messaging';

export const resources = {
  en: {
    nav: {
      label: 'Messages',
      inbox: 'Inbox',
      meet: 'Video calls',
    },
    screens: {
      inbox: {
        title: 'Inbox',
        description: 'Your conversations with customers and freelancers, newest first.',
      },
      conversation: {
        title: 'Conversation',
        description: 'Messages of conversation {{channelId}}; new messages arrive live.',
      },
      meet: {
        title: 'Video calls',
        description: 'Start or join a video call with the people you work with.',
      },
    },
    notFound: 'This messaging page does not exist.',
  },
  ua: {
    nav: {
      label: 'Повідомлення',
      inbox: 'Вхідні',
      meet: 'Відеодзвінки',
    },
    screens: {
      inbox: {
        title: 'Вхідні',
        description: 'Ваші розмови із замовниками та фрилансерами, спершу нові.',
      },
      conversation: {
        title: 'Розмова',
        description: 'Повідомлення розмови {{channelId}}; нові надходять одразу.',
      },
      meet: {
        title: 'Відеодзвінки',
        description: 'Почніть відеодзвінок або приєднайтеся до нього з людьми, з якими працюєте.',
      },
    },
    notFound: 'Такої сторінки повідомлень немає.',
  },
  de: {
    nav: {
      label: 'Nachrichten',
      inbox: 'Posteingang',
      meet: 'Videoanrufe',
    },
    screens: {
      inbox: {
        title: 'Posteingang',
        description: 'Ihre Unterhaltungen mit Kunden und Freelancern, die neuesten zuerst.',
      },
      conversation: {
        title: 'Unterhaltung',
        description: 'Nachrichten der Unterhaltung {{channelId}}; neue kommen sofort an.',
      },
      meet: {
        title: 'Videoanrufe',
        description: 'Starten Sie einen Videoanruf mit Ihren Projektpartnern oder nehmen Sie teil.',
      },
    },
    notFound: 'Diese Nachrichtenseite gibt es nicht.',
  },
};

export type ScreenKey = keyof (typeof resources)['en']['screens'];
export type NavKey = Exclude<keyof (typeof resources)['en']['nav'], 'label'>;
