/** The jobs namespace in every language the product ships (en, ua, de). */
export const NAMESPACE = 'jobs';

export const resources = {
  en: {
    nav: {
      label: 'Jobs',
      postJob: 'Post a job',
      myJobs: 'My jobs',
      searchJobs: 'Search jobs',
      findFreelancers: 'Find freelancers',
    },
    screens: {
      postJob: {
        title: 'Post a job',
        description: 'Describe the work, set a budget and invite freelancers to send proposals.',
      },
      quickPost: {
        title: 'Quick job post',
        description: 'Post a job in a few lines; you can add details before freelancers reply.',
      },
      postForm: {
        title: 'Detailed job form',
        description:
          'Fill in the full job form: skills, milestones, location and screening questions.',
      },
      myJobs: {
        title: 'My jobs',
        description: 'Every job you posted, newest change first, with its proposals and status.',
      },
      searchJobs: {
        title: 'Search jobs',
        description: 'Find open jobs that match your skills, budget and location.',
      },
      findFreelancers: {
        title: 'Find freelancers',
        description: 'Search freelancers by skill, rate and reviews, then invite them to your job.',
      },
      serviceFreelancers: {
        title: 'Freelancers for {{serviceName}}',
        description: 'Freelancers offering {{serviceName}}, ranked by match and reviews.',
      },
      shifts: {
        title: 'Shifts',
        description: 'Plan shifts as milestones when you post a job, and see who covers each one.',
      },
    },
    notFound: 'This jobs page does not exist.',
  },
  ua: {
    nav: {
      label: 'Вакансії',
      postJob: 'Опублікувати вакансію',
      myJobs: 'Мої вакансії',
      searchJobs: 'Пошук вакансій',
      findFreelancers: 'Знайти фрилансерів',
    },
    screens: {
      postJob: {
        title: 'Опублікувати вакансію',
        description: 'Опишіть роботу, вкажіть бюджет і запросіть фрилансерів надіслати пропозиції.',
      },
      quickPost: {
        title: 'Швидка публікація',
        description: 'Опублікуйте вакансію кількома рядками; деталі можна додати пізніше.',
      },
      postForm: {
        title: 'Детальна форма вакансії',
        description:
          'Заповніть повну форму: навички, етапи, місце роботи та запитання для кандидатів.',
      },
      myJobs: {
        title: 'Мої вакансії',
        description: 'Усі ваші вакансії, спершу останні зміни, з пропозиціями та статусом.',
      },
      searchJobs: {
        title: 'Пошук вакансій',
        description: 'Знайдіть відкриті вакансії за вашими навичками, бюджетом і місцем.',
      },
      findFreelancers: {
        title: 'Знайти фрилансерів',
        description:
          'Шукайте фрилансерів за навичками, ставкою та відгуками й запрошуйте до вакансії.',
      },
      serviceFreelancers: {
        title: 'Фрилансери: {{serviceName}}',
        description: 'Фрилансери, які пропонують {{serviceName}}, за відповідністю та відгуками.',
      },
      shifts: {
        title: 'Зміни',
        description: 'Плануйте зміни як етапи під час публікації вакансії й бачте, хто їх виконує.',
      },
    },
    notFound: 'Такої сторінки вакансій немає.',
  },
  de: {
    nav: {
      label: 'Aufträge',
      postJob: 'Auftrag veröffentlichen',
      myJobs: 'Meine Aufträge',
      searchJobs: 'Aufträge suchen',
      findFreelancers: 'Freelancer finden',
    },
    screens: {
      postJob: {
        title: 'Auftrag veröffentlichen',
        description:
          'Beschreiben Sie die Arbeit, legen Sie ein Budget fest und laden Sie Freelancer zu Angeboten ein.',
      },
      quickPost: {
        title: 'Schnell veröffentlichen',
        description:
          'Veröffentlichen Sie einen Auftrag in wenigen Zeilen; Details können Sie später ergänzen.',
      },
      postForm: {
        title: 'Ausführliches Auftragsformular',
        description:
          'Füllen Sie das vollständige Formular aus: Fähigkeiten, Meilensteine, Ort und Auswahlfragen.',
      },
      myJobs: {
        title: 'Meine Aufträge',
        description: 'Alle Ihre Aufträge, die zuletzt geänderten zuerst, mit Angeboten und Status.',
      },
      searchJobs: {
        title: 'Aufträge suchen',
        description:
          'Finden Sie offene Aufträge, die zu Ihren Fähigkeiten, Ihrem Budget und Ort passen.',
      },
      findFreelancers: {
        title: 'Freelancer finden',
        description:
          'Suchen Sie Freelancer nach Fähigkeiten, Satz und Bewertungen und laden Sie sie ein.',
      },
      serviceFreelancers: {
        title: 'Freelancer für {{serviceName}}',
        description:
          'Freelancer, die {{serviceName}} anbieten, nach Eignung und Bewertungen sortiert.',
      },
      shifts: {
        title: 'Schichten',
        description:
          'Planen Sie Schichten als Meilensteine beim Veröffentlichen und sehen Sie, wer sie übernimmt.',
      },
    },
    notFound: 'Diese Auftragsseite gibt es nicht.',
  },
};

export type ScreenKey = keyof (typeof resources)['en']['screens'];
export type NavKey = Exclude<keyof (typeof resources)['en']['nav'], 'label'>;
