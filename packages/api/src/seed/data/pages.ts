/**
 * The seeded tenants' content pages (docs/content-pages.md): sensible starting texts a tenant
 * replaces with its own. Demo speaks to small businesses hiring creatives (English, Ukrainian);
 * Acme to its teams briefing vetted external specialists (English, German).
 */
import type { ContentPage } from '@mp/contracts';

const DEMO_TERMS_EN = `These terms apply between you and Demo Freelance Ltd when you use the Demo Freelance marketplace.

## Using the marketplace

- You must be 18 or over and give true details about yourself or your business.
- Customers post jobs and choose whom to hire; freelancers decide which jobs to take.
- Keep conversations and payments on the marketplace until a contract has started.

## Payments

Customers pay each milestone before the work starts. We hold the money and release it to the freelancer when the customer approves the milestone. Our fees are listed on the [pricing page](/pricing).

## Disputes

If something goes wrong, write to [support@demo.test](mailto:support@demo.test) within 14 days of the milestone. We look at the messages and files on the contract and decide fairly.

## Ending your account

You can close your account at any time in your settings. Contracts already started are finished or refunded first.`;

const DEMO_TERMS_UA = `Ці умови діють між вами та Demo Freelance Ltd, коли ви користуєтеся маркетплейсом Demo Freelance.

## Користування маркетплейсом

- Вам має бути 18 років або більше, і ви надаєте правдиві дані про себе чи свій бізнес.
- Замовники публікують завдання та обирають, кого найняти; фрилансери вирішують, які завдання брати.
- Спілкуйтеся та платіть на маркетплейсі, доки не почався контракт.

## Оплата

Замовник оплачує кожен етап до початку роботи. Ми тримаємо кошти й передаємо їх фрилансеру, коли замовник затверджує етап. Наші комісії наведено на [сторінці цін](/pricing).

## Суперечки

Якщо щось пішло не так, напишіть на [support@demo.test](mailto:support@demo.test) протягом 14 днів після етапу.`;

const DEMO_PRIVACY_EN = `Demo Freelance Ltd looks after the personal data you give us.

## What we keep

- Your account: name, e-mail address, picture and the role you chose.
- What you publish: jobs, profiles, proposals, messages and files.
- Payments: our payment provider keeps your card and bank details; we only see the last digits.

## Why

To run the marketplace, pay freelancers, prevent fraud and answer you when you write to us. We never sell your data.

## Your rights

You can see, correct, download or delete your data at any time. Write to [support@demo.test](mailto:support@demo.test).`;

const DEMO_PRIVACY_UA = `Demo Freelance Ltd дбає про персональні дані, які ви нам надаєте.

## Що ми зберігаємо

- Ваш обліковий запис: ім'я, адресу e-mail, фото та обрану роль.
- Те, що ви публікуєте: завдання, профілі, пропозиції, повідомлення та файли.
- Платежі: дані картки й рахунку зберігає наш платіжний провайдер.

## Ваші права

Ви можете будь-коли переглянути, виправити, завантажити чи видалити свої дані. Пишіть на [support@demo.test](mailto:support@demo.test).`;

export const DEMO_PAGES: readonly ContentPage[] = [
  {
    slug: 'terms',
    placement: ['footer'],
    texts: {
      en: {
        title: 'Terms and conditions',
        description: 'The rules for customers and freelancers on Demo Freelance.',
        body: DEMO_TERMS_EN,
      },
      ua: {
        title: 'Умови користування',
        description: 'Правила для замовників і фрилансерів на Demo Freelance.',
        body: DEMO_TERMS_UA,
      },
    },
  },
  {
    slug: 'privacy',
    placement: ['footer'],
    texts: {
      en: {
        title: 'Privacy policy',
        description: 'What personal data Demo Freelance keeps, why, and your rights.',
        body: DEMO_PRIVACY_EN,
      },
      ua: {
        title: 'Політика конфіденційності',
        description: 'Які персональні дані зберігає Demo Freelance, навіщо, і ваші права.',
        body: DEMO_PRIVACY_UA,
      },
    },
  },
  {
    slug: 'about',
    texts: {
      en: {
        title: 'About Demo Freelance',
        description: 'Who we are and why we connect small businesses with creatives.',
        body: `Demo Freelance started in Manchester in 2024 to make hiring a designer, developer or photographer as easy as buying a coffee.

Small businesses tell us what they need; independent creatives near them answer with a price. Every job is paid by milestone, so nobody works or pays in the dark.

We are a team of eight in Manchester and Kyiv. [Say hello](mailto:support@demo.test).`,
      },
      ua: {
        title: 'Про Demo Freelance',
        description: 'Хто ми і чому поєднуємо малий бізнес із креативними фахівцями.',
        body: `Demo Freelance з'явився в Манчестері у 2024 році, щоб найняти дизайнера, розробника чи фотографа було так само просто, як купити каву.

Малий бізнес описує, що йому потрібно; незалежні фахівці поруч відповідають ціною. Кожне завдання оплачується поетапно.

Нас восьмеро в Манчестері та Києві. [Напишіть нам](mailto:support@demo.test).`,
      },
    },
  },
  {
    slug: 'how-it-works',
    placement: ['menu'],
    texts: {
      en: {
        title: 'How it works',
        description: 'Post a job, compare proposals, pay by milestone.',
        body: `## For customers

1. **Post a job** for free: what you need, by when, and your budget.
2. **Compare proposals** from freelancers, with their portfolios and reviews.
3. **Pay by milestone**: your money is released only when you approve the work.

## For freelancers

1. **Build your profile** with your services, rate and best work.
2. **Send proposals** to jobs that fit you.
3. **Get paid** to your bank account as each milestone is approved.

Ready? [Post a job](/post-job) or [join as a PRO](/register).`,
      },
      ua: {
        title: 'Як це працює',
        description: 'Опублікуйте завдання, порівняйте пропозиції, платіть поетапно.',
        body: `## Для замовників

1. **Опублікуйте завдання** безкоштовно: що потрібно, до коли та бюджет.
2. **Порівняйте пропозиції** фрилансерів, їхні портфоліо та відгуки.
3. **Платіть поетапно**: кошти передаються лише після вашого затвердження.

## Для фрилансерів

1. **Створіть профіль** з послугами, ставкою та найкращими роботами.
2. **Надсилайте пропозиції** на завдання, що вам підходять.
3. **Отримуйте оплату** на рахунок після затвердження кожного етапу.`,
      },
    },
  },
  {
    slug: 'pricing',
    placement: ['menu'],
    texts: {
      en: {
        title: 'Pricing',
        description: 'Posting is free; a small fee on each paid milestone.',
        body: `## Customers

Posting jobs, inviting freelancers and comparing proposals is **free**. You pay the freelancer's price plus a **3% payment fee** on each milestone.

## Freelancers

Your profile and proposals are **free**. We keep **10%** of each milestone you are paid, which covers payments, disputes and support.

Questions? Write to [support@demo.test](mailto:support@demo.test).`,
      },
      ua: {
        title: 'Ціни',
        description: 'Публікація безкоштовна; невелика комісія з кожного оплаченого етапу.',
        body: `## Замовники

Публікувати завдання, запрошувати фрилансерів і порівнювати пропозиції — **безкоштовно**. Ви сплачуєте ціну фрилансера та **3%** за платіж з кожного етапу.

## Фрилансери

Профіль і пропозиції — **безкоштовні**. Ми утримуємо **10%** з кожного оплаченого етапу.`,
      },
    },
  },
  {
    slug: 'locations',
    texts: {
      en: {
        title: 'Where we work',
        description: 'Demo Freelance in London, Manchester and Kyiv.',
        body: `Freelancers on Demo Freelance work from anywhere; these are the cities where most of them live, and where our team meets customers.

## London

Designers, photographers and marketers across Greater London.

## Manchester

Our home: developers and studios around the Northern Quarter.

## Kyiv

Our second team, and a community of developers and illustrators.`,
      },
      ua: {
        title: 'Де ми працюємо',
        description: 'Demo Freelance у Лондоні, Манчестері та Києві.',
        body: `Фрилансери Demo Freelance працюють звідусіль; це міста, де живе більшість із них.

## Лондон

Дизайнери, фотографи та маркетологи по всьому Лондону.

## Манчестер

Наш дім: розробники та студії навколо Northern Quarter.

## Київ

Наша друга команда та спільнота розробників та ілюстраторів.`,
      },
    },
  },
];

export const ACME_PAGES: readonly ContentPage[] = [
  {
    slug: 'terms',
    placement: ['footer'],
    texts: {
      en: {
        title: 'Terms of engagement',
        description: 'How Acme engages external specialists through Acme Talent.',
        body: `These terms govern every engagement between Acme Group GmbH and an external specialist made through Acme Talent. They sit under the framework agreement each specialist signs when approved.

## Approval

Only specialists approved by Acme's procurement team can take on engagements. Approval can be withdrawn when a background check or reference no longer holds.

## Engagements

- Each engagement has a brief, milestones and a fixed price or an agreed rate.
- Work belongs to Acme once the milestone is paid.
- Confidential information stays confidential after the engagement ends.

## Payment

Acme pays each approved milestone within 14 days, in euros, to the account in your payout details.`,
      },
      de: {
        title: 'Einsatzbedingungen',
        description: 'Wie Acme externe Fachkräfte über Acme Talent beauftragt.',
        body: `Diese Bedingungen gelten für jeden Einsatz zwischen der Acme Group GmbH und einer externen Fachkraft über Acme Talent. Sie ergänzen die Rahmenvereinbarung, die jede Fachkraft bei der Freigabe unterzeichnet.

## Freigabe

Nur von Acmes Einkauf freigegebene Fachkräfte können Aufträge übernehmen.

## Einsätze

- Jeder Einsatz hat ein Briefing, Meilensteine und einen Festpreis oder vereinbarten Satz.
- Arbeitsergebnisse gehören Acme, sobald der Meilenstein bezahlt ist.
- Vertrauliche Informationen bleiben auch nach dem Einsatz vertraulich.

## Zahlung

Acme zahlt jeden freigegebenen Meilenstein innerhalb von 14 Tagen in Euro.`,
      },
    },
  },
  {
    slug: 'privacy',
    placement: ['footer'],
    texts: {
      en: {
        title: 'Data protection',
        description: 'How Acme Talent handles personal data under the GDPR.',
        body: `Acme Group GmbH, Berlin, is the controller of the personal data processed in Acme Talent.

## What we process

Your profile, your approval and background-check results, your engagements, messages and payout details, for as long as you are approved and ten years after the last payment (German tax law).

## Your rights

You have the rights of access, rectification, erasure, restriction, portability and objection under the GDPR. Contact our data protection officer at [talent@acme.test](mailto:talent@acme.test).`,
      },
      de: {
        title: 'Datenschutz',
        description: 'Wie Acme Talent personenbezogene Daten nach der DSGVO verarbeitet.',
        body: `Verantwortlich für die Verarbeitung personenbezogener Daten in Acme Talent ist die Acme Group GmbH, Berlin.

## Was wir verarbeiten

Ihr Profil, Ihre Freigabe und Prüfergebnisse, Ihre Einsätze, Nachrichten und Auszahlungsdaten.

## Ihre Rechte

Sie haben nach der DSGVO das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung, Übertragbarkeit und Widerspruch. Schreiben Sie an [talent@acme.test](mailto:talent@acme.test).`,
      },
    },
  },
  {
    slug: 'about',
    texts: {
      en: {
        title: 'About Acme Talent',
        description: "Acme Group's marketplace for vetted external specialists.",
        body: `Acme Talent is where Acme's teams find and brief the external specialists they work with: designers, developers, marketers and translators, each checked and approved by Acme.

It replaces agency shortlists and e-mail chains with one place for briefs, proposals, contracts and payments.`,
      },
      de: {
        title: 'Über Acme Talent',
        description: 'Der Marktplatz der Acme Group für geprüfte externe Fachkräfte.',
        body: `Bei Acme Talent finden und briefen Acmes Teams die externen Fachkräfte, mit denen sie arbeiten: Design, Entwicklung, Marketing und Übersetzung, jeweils von Acme geprüft und freigegeben.`,
      },
    },
  },
  {
    slug: 'how-it-works',
    placement: ['menu'],
    texts: {
      en: {
        title: 'How Acme Talent works',
        description: 'From approval to paid milestone.',
        body: `1. **Apply** as a specialist and complete your profile and compliance documents.
2. **Get approved** by Acme's procurement team.
3. **Receive briefs** from Acme teams and answer with a proposal.
4. **Deliver by milestone**; each approved milestone is paid within 14 days.

Acme teams start from [an engagement](/post-job) or by [searching the talent pool](/talent).`,
      },
      de: {
        title: 'So funktioniert Acme Talent',
        description: 'Von der Freigabe bis zum bezahlten Meilenstein.',
        body: `1. **Bewerben** Sie sich als Fachkraft und vervollständigen Sie Profil und Nachweise.
2. **Freigabe** durch Acmes Einkauf.
3. **Briefings erhalten** und mit einem Angebot antworten.
4. **Nach Meilensteinen liefern**; jeder freigegebene Meilenstein wird binnen 14 Tagen bezahlt.`,
      },
    },
  },
  {
    slug: 'careers',
    texts: {
      en: {
        title: 'Careers at Acme',
        description: 'Permanent roles at Acme Group.',
        body: `Looking for a permanent role rather than an engagement? Acme Group hires in Berlin, Munich and London.

- Product designers
- Software engineers
- Procurement specialists

Send your CV to [talent@acme.test](mailto:talent@acme.test), or [apply as a specialist](/register) to work with us project by project.`,
      },
      de: {
        title: 'Karriere bei Acme',
        description: 'Feste Stellen bei der Acme Group.',
        body: `Sie suchen eine feste Stelle statt eines Einsatzes? Die Acme Group stellt in Berlin, München und London ein.

- Produktdesign
- Softwareentwicklung
- Einkauf

Senden Sie Ihren Lebenslauf an [talent@acme.test](mailto:talent@acme.test).`,
      },
    },
  },
  {
    slug: 'locations',
    texts: {
      en: {
        title: 'Our offices',
        description: 'Acme Group in Berlin, Munich and London.',
        body: `## Berlin

Headquarters and procurement. Friedrichstraße 100, 10117 Berlin.

## Munich

Engineering. Leopoldstraße 50, 80802 München.

## London

Marketing and sales. 20 Finsbury Square, London EC2A 1AA.`,
      },
      de: {
        title: 'Unsere Standorte',
        description: 'Die Acme Group in Berlin, München und London.',
        body: `## Berlin

Zentrale und Einkauf. Friedrichstraße 100, 10117 Berlin.

## München

Entwicklung. Leopoldstraße 50, 80802 München.

## London

Marketing und Vertrieb. 20 Finsbury Square, London EC2A 1AA.`,
      },
    },
  },
];
