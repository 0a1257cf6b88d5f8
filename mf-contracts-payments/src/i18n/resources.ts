/** The contractsPayments namespace in every language the product ships (en, ua, de). */
export const NAMESPACE = 'contractsPayments';

export const resources = {
  en: {
    nav: {
      label: 'Contracts and payments',
      currentJobs: 'Current jobs',
      customerContracts: 'Manage contracts',
      freelancerInvoices: 'My invoices',
      customerInvoices: 'Invoices to pay',
    },
    screens: {
      contract: {
        title: 'Contract for job {{jobId}}',
        description: 'Milestones, payments and the agreed terms of this contract in one place.',
      },
      currentJobs: {
        title: 'Current jobs',
        description: 'Contracts you are working on, with the next milestone and what is due.',
      },
      customerContracts: {
        title: 'Manage contracts',
        description: 'Approve milestones, pay freelancers and end contracts when the work is done.',
      },
      freelancerInvoices: {
        title: 'My invoices',
        description: 'Invoices for the milestones you delivered, with their payment status.',
      },
      customerInvoices: {
        title: 'Invoices to pay',
        description: 'Invoices from your freelancers; the payment provider fee is shown on each.',
      },
    },
    notFound: 'This contracts page does not exist.',
  },
  ua: {
    nav: {
      label: 'Контракти й оплати',
      currentJobs: 'Поточні роботи',
      customerContracts: 'Керувати контрактами',
      freelancerInvoices: 'Мої рахунки',
      customerInvoices: 'Рахунки до сплати',
    },
    screens: {
      contract: {
        title: 'Контракт для вакансії {{jobId}}',
        description: 'Етапи, оплати та погоджені умови контракту в одному місці.',
      },
      currentJobs: {
        title: 'Поточні роботи',
        description: 'Контракти, над якими ви працюєте, з наступним етапом і строками.',
      },
      customerContracts: {
        title: 'Керування контрактами',
        description: 'Затверджуйте етапи, оплачуйте роботу фрилансерів і завершуйте контракти.',
      },
      freelancerInvoices: {
        title: 'Мої рахунки',
        description: 'Рахунки за виконані етапи зі статусом оплати.',
      },
      customerInvoices: {
        title: 'Рахунки до сплати',
        description:
          'Рахунки від ваших фрилансерів; комісію платіжного провайдера вказано в кожному.',
      },
    },
    notFound: 'Такої сторінки контрактів немає.',
  },
  de: {
    nav: {
      label: 'Verträge und Zahlungen',
      currentJobs: 'Laufende Aufträge',
      customerContracts: 'Verträge verwalten',
      freelancerInvoices: 'Meine Rechnungen',
      customerInvoices: 'Zu zahlende Rechnungen',
    },
    screens: {
      contract: {
        title: 'Vertrag zu Auftrag {{jobId}}',
        description:
          'Meilensteine, Zahlungen und vereinbarte Bedingungen dieses Vertrags an einem Ort.',
      },
      currentJobs: {
        title: 'Laufende Aufträge',
        description:
          'Verträge, an denen Sie arbeiten, mit dem nächsten Meilenstein und Fälligkeiten.',
      },
      customerContracts: {
        title: 'Verträge verwalten',
        description:
          'Meilensteine freigeben, Freelancer bezahlen und Verträge nach Abschluss beenden.',
      },
      freelancerInvoices: {
        title: 'Meine Rechnungen',
        description: 'Rechnungen für gelieferte Meilensteine mit ihrem Zahlungsstatus.',
      },
      customerInvoices: {
        title: 'Zu zahlende Rechnungen',
        description:
          'Rechnungen Ihrer Freelancer; die Gebühr des Zahlungsanbieters steht auf jeder.',
      },
    },
    notFound: 'Diese Vertragsseite gibt es nicht.',
  },
};

export type ScreenKey = keyof (typeof resources)['en']['screens'];
export type NavKey = Exclude<keyof (typeof resources)['en']['nav'], 'label'>;
