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
    paymentAccount: {
      heading: 'Payment account',
      intro:
        'Where the money for your work is paid out. Our payment provider checks who you are on its own secure pages.',
      loading: 'Loading your payment account',
      loadError: 'Your payment account could not be loaded',
      retry: 'Try again',
      cancel: 'Cancel',
      onboardingFailed: 'The payment provider could not be opened',
      refreshFailed: 'The status could not be refreshed',
      errors: {
        network: 'Check your internet connection and try again.',
        validation: 'Some details were not accepted. Check them and try again.',
        conflict: 'Your account changed in the meantime. Refresh the status and try again.',
        notFound: 'The payment service is not available right now. Please try again later.',
        forbidden: 'Only freelancers can manage a payment account.',
        unauthorized: 'Your session has ended. Please sign in again.',
        server: 'Something went wrong on our side. Please try again in a moment.',
        badLink: 'The payment provider sent an address we cannot open. Please try again.',
      },
      providerErrors: {
        retry: 'The payment provider could not complete this right now. Please try again.',
        change_external_account: 'Please use a different bank account.',
        contact_issuer: 'Your bank did not allow this. Please contact your bank.',
        contact_support: 'This needs our support team. Please contact support.',
        invalid_charge_amount: 'The amount is not valid for this payment.',
        invalid_source_usage: 'This payment method cannot be used for this.',
        bank_account_declined:
          'The bank declined this account. Check the account number or use another account.',
        charge_exceeds_source_limit: 'This is more than the payment method allows.',
      },
      status: {
        label: 'Status:',
        notSetUp: {
          title: 'Not set up',
          text: 'Set up payments to receive money for your work. Our payment provider will ask who you are; it takes a few minutes.',
        },
        detailsNeeded: {
          title: 'Details needed',
          text: 'Finish onboarding with the payment provider to start receiving funds.',
        },
        verifying: {
          title: 'Verifying',
          text: 'The payment provider is checking your details. This usually takes a few minutes.',
        },
        refused: {
          title: 'Refused',
          text: 'The payment provider could not verify your details. Update them to try again.',
        },
        complete: {
          title: 'Complete',
          text: 'Your payment account is ready to receive funds.',
        },
      },
      accountType: 'Account type: {{type}}',
      onboardedType: { individual: 'Individual', company: 'Company' },
      alerts: {
        completeOnboarding:
          'To start receiving funds, please complete onboarding with the payment provider on your settings page',
        furtherInformation:
          'To continue receiving funds, please provide some further information to the payment provider on your settings page',
        bankAccount:
          'To start receiving funds, please specify which bank account should receive funds on your settings page',
      },
      requirements: {
        problems: 'What the payment provider reported',
        neededNow: 'Still needed',
        neededLater: 'Needed later',
        overdue: 'Some details are overdue: payouts may be paused until you provide them.',
        items: {
          name: 'Your legal name',
          dob: 'Your date of birth',
          idNumber: 'Your national ID or tax number',
          address: 'Your home address',
          email: 'Your email address',
          phone: 'Your phone number',
          identityDocument: 'A photo of your identity document',
          additionalDocument: 'A document that proves your address',
          tosAcceptance: "Accepting the payment provider's terms",
          businessProfile: 'Details about your business',
          company: 'Details about your company',
          externalAccount: 'A bank account for payouts',
          other: 'More information requested by the payment provider',
        },
      },
      actions: {
        setUp: 'Set up payments',
        continue: 'Continue onboarding',
        update: 'Update details',
        refresh: 'Refresh status',
        refreshing: 'Checking the status',
        step: {
          creating: 'Creating your payment account',
          linking: 'Opening the payment provider',
          leaving: 'Taking you to the payment provider…',
        },
      },
      returned: {
        checking: 'Welcome back. Checking your status with the payment provider…',
        stillVerifying:
          'The payment provider is still verifying your details. This can take a few minutes: use Refresh status to check again.',
      },
      lastChecked: 'Last checked {{time}}',
      bank: {
        heading: 'Bank account for payouts',
        missing: 'Add the bank account that should receive your funds.',
        formLabel: 'Bank account details',
        holder: 'Account holder',
        bankName: 'Bank',
        number: 'Account number',
        endingIn: 'ending in {{last4}}',
        currency: 'Currency',
        country: 'Country',
        change: 'Change bank account',
        add: 'Add bank account',
        save: 'Save bank account',
        saving: 'Saving the bank account',
        saved: 'Bank account saved. Your payouts will go to this account.',
        replaceNote: 'The new account replaces the current one for all future payouts.',
        failed: 'The bank account could not be saved',
        form: {
          holder: 'Name on the account',
          holderHint: 'As your bank writes it.',
          country: 'Country of the bank',
          currency: 'Payout currency',
          routing: 'Routing number or sort code',
          routingHint: 'Optional. Leave it empty when you enter an IBAN.',
          account: 'Account number or IBAN',
          accountHint: 'Sent to the payment provider; we only keep the last 4 characters.',
          chooseCountry: 'Choose a country',
          chooseCurrency: 'Choose a currency',
        },
        invalid: {
          accountHolderName: 'Enter the name on the account (2 to 100 characters).',
          country: 'Choose the country of the bank.',
          currency: 'Choose the currency of your payouts.',
          routingNumber: 'Use digits only (up to 12), or leave it empty.',
          accountNumber: 'Enter 4 to 17 digits, or an IBAN.',
        },
      },
      descriptor: {
        heading: 'Statement descriptor',
        text: 'The name shown on your bank statement next to each payout.',
        current: 'Shown as',
        notSet: 'Not set: the payment provider uses your account name.',
        set: 'Set descriptor',
        change: 'Change descriptor',
        label: 'Statement descriptor',
        hint: '{{min}} to {{max}} characters with at least one letter (A–Z); no < > \\ \' " or *.',
        save: 'Save descriptor',
        saving: 'Saving the statement descriptor',
        saved: 'Statement descriptor saved.',
        failed: 'The statement descriptor could not be saved',
        invalid: {
          tooShort: 'Use at least {{min}} characters.',
          tooLong: 'Use at most {{max}} characters.',
          forbidden: 'Leave out < > \\ \' " and *.',
          needsLetter: 'Use at least one letter (A–Z).',
        },
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
    paymentAccount: {
      heading: 'Платіжний рахунок',
      intro:
        'Сюди надходять гроші за вашу роботу. Платіжний провайдер перевіряє вашу особу на своїх захищених сторінках.',
      loading: 'Завантажуємо ваш платіжний рахунок',
      loadError: 'Не вдалося завантажити ваш платіжний рахунок',
      retry: 'Спробувати ще раз',
      cancel: 'Скасувати',
      onboardingFailed: 'Не вдалося відкрити сторінку платіжного провайдера',
      refreshFailed: 'Не вдалося оновити статус',
      errors: {
        network: "Перевірте з'єднання з інтернетом і спробуйте ще раз.",
        validation: 'Деякі дані не прийнято. Перевірте їх і спробуйте ще раз.',
        conflict: 'Ваш рахунок тим часом змінився. Оновіть статус і спробуйте ще раз.',
        notFound: 'Платіжний сервіс зараз недоступний. Спробуйте пізніше.',
        forbidden: 'Керувати платіжним рахунком можуть лише фрилансери.',
        unauthorized: 'Ваш сеанс завершився. Увійдіть знову.',
        server: 'Щось пішло не так з нашого боку. Спробуйте ще раз за хвилину.',
        badLink:
          'Платіжний провайдер надіслав адресу, яку ми не можемо відкрити. Спробуйте ще раз.',
      },
      providerErrors: {
        retry: 'Платіжний провайдер зараз не може це виконати. Спробуйте ще раз.',
        change_external_account: 'Вкажіть інший банківський рахунок.',
        contact_issuer: 'Ваш банк цього не дозволив. Зверніться до свого банку.',
        contact_support: 'Тут потрібна наша служба підтримки. Зверніться до підтримки.',
        invalid_charge_amount: 'Сума недійсна для цього платежу.',
        invalid_source_usage: 'Цей спосіб оплати не можна використати для цього.',
        bank_account_declined:
          'Банк відхилив цей рахунок. Перевірте номер рахунку або вкажіть інший рахунок.',
        charge_exceeds_source_limit: 'Це більше, ніж дозволяє спосіб оплати.',
      },
      status: {
        label: 'Статус:',
        notSetUp: {
          title: 'Не налаштовано',
          text: 'Налаштуйте виплати, щоб отримувати гроші за роботу. Платіжний провайдер запитає, хто ви; це займає кілька хвилин.',
        },
        detailsNeeded: {
          title: 'Потрібні дані',
          text: 'Завершіть реєстрацію в платіжного провайдера, щоб почати отримувати кошти.',
        },
        verifying: {
          title: 'Перевірка',
          text: 'Платіжний провайдер перевіряє ваші дані. Зазвичай це займає кілька хвилин.',
        },
        refused: {
          title: 'Відхилено',
          text: 'Платіжному провайдеру не вдалося підтвердити ваші дані. Оновіть їх, щоб спробувати ще раз.',
        },
        complete: {
          title: 'Готово',
          text: 'Ваш платіжний рахунок готовий приймати кошти.',
        },
      },
      accountType: 'Тип рахунку: {{type}}',
      onboardedType: { individual: 'Фізична особа', company: 'Компанія' },
      alerts: {
        completeOnboarding:
          'Щоб почати отримувати кошти, завершіть реєстрацію в платіжного провайдера на сторінці налаштувань',
        furtherInformation:
          'Щоб і далі отримувати кошти, надайте платіжному провайдеру додаткову інформацію на сторінці налаштувань',
        bankAccount:
          'Щоб почати отримувати кошти, вкажіть на сторінці налаштувань банківський рахунок для виплат',
      },
      requirements: {
        problems: 'Що повідомив платіжний провайдер',
        neededNow: 'Ще потрібно',
        neededLater: 'Знадобиться пізніше',
        overdue: 'Деякі дані прострочено: виплати можуть бути призупинені, доки ви їх не надасте.',
        items: {
          name: "Ваше юридичне ім'я",
          dob: 'Ваша дата народження',
          idNumber: 'Ваш ідентифікаційний або податковий номер',
          address: 'Ваша домашня адреса',
          email: 'Ваша електронна адреса',
          phone: 'Ваш номер телефону',
          identityDocument: 'Фото документа, що посвідчує особу',
          additionalDocument: 'Документ, що підтверджує адресу',
          tosAcceptance: 'Прийняття умов платіжного провайдера',
          businessProfile: 'Відомості про ваш бізнес',
          company: 'Відомості про вашу компанію',
          externalAccount: 'Банківський рахунок для виплат',
          other: 'Додаткова інформація на запит платіжного провайдера',
        },
      },
      actions: {
        setUp: 'Налаштувати виплати',
        continue: 'Продовжити реєстрацію',
        update: 'Оновити дані',
        refresh: 'Оновити статус',
        refreshing: 'Перевіряємо статус',
        step: {
          creating: 'Створюємо ваш платіжний рахунок',
          linking: 'Відкриваємо платіжного провайдера',
          leaving: 'Переходимо до платіжного провайдера…',
        },
      },
      returned: {
        checking: 'З поверненням. Перевіряємо ваш статус у платіжного провайдера…',
        stillVerifying:
          'Платіжний провайдер ще перевіряє ваші дані. Це може зайняти кілька хвилин: натисніть «Оновити статус», щоб перевірити знову.',
      },
      lastChecked: 'Востаннє перевірено {{time}}',
      bank: {
        heading: 'Банківський рахунок для виплат',
        missing: 'Додайте банківський рахунок, на який надходитимуть ваші кошти.',
        formLabel: 'Дані банківського рахунку',
        holder: 'Власник рахунку',
        bankName: 'Банк',
        number: 'Номер рахунку',
        endingIn: 'закінчується на {{last4}}',
        currency: 'Валюта',
        country: 'Країна',
        change: 'Змінити банківський рахунок',
        add: 'Додати банківський рахунок',
        save: 'Зберегти банківський рахунок',
        saving: 'Зберігаємо банківський рахунок',
        saved: 'Банківський рахунок збережено. Виплати надходитимуть на нього.',
        replaceNote: 'Новий рахунок замінить поточний для всіх майбутніх виплат.',
        failed: 'Не вдалося зберегти банківський рахунок',
        form: {
          holder: "Ім'я власника рахунку",
          holderHint: 'Так, як його пише ваш банк.',
          country: 'Країна банку',
          currency: 'Валюта виплат',
          routing: 'Код банку (routing number або sort code)',
          routingHint: 'Необов’язково. Залиште порожнім, якщо вводите IBAN.',
          account: 'Номер рахунку або IBAN',
          accountHint: 'Надсилається платіжному провайдеру; ми зберігаємо лише останні 4 символи.',
          chooseCountry: 'Оберіть країну',
          chooseCurrency: 'Оберіть валюту',
        },
        invalid: {
          accountHolderName: "Введіть ім'я власника рахунку (від 2 до 100 символів).",
          country: 'Оберіть країну банку.',
          currency: 'Оберіть валюту виплат.',
          routingNumber: 'Лише цифри (до 12) або залиште поле порожнім.',
          accountNumber: 'Введіть від 4 до 17 цифр або IBAN.',
        },
      },
      descriptor: {
        heading: 'Опис у виписці',
        text: 'Назва, яку ви бачите у банківській виписці поруч із кожною виплатою.',
        current: 'Показується як',
        notSet: 'Не задано: платіжний провайдер використовує назву вашого рахунку.',
        set: 'Задати опис',
        change: 'Змінити опис',
        label: 'Опис у виписці',
        hint: 'Від {{min}} до {{max}} символів, принаймні одна латинська літера; без < > \\ \' " та *.',
        save: 'Зберегти опис',
        saving: 'Зберігаємо опис у виписці',
        saved: 'Опис у виписці збережено.',
        failed: 'Не вдалося зберегти опис у виписці',
        invalid: {
          tooShort: 'Щонайменше {{min}} символів.',
          tooLong: 'Щонайбільше {{max}} символів.',
          forbidden: 'Приберіть символи < > \\ \' " та *.',
          needsLetter: 'Додайте принаймні одну латинську літеру (A–Z).',
        },
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
    paymentAccount: {
      heading: 'Auszahlungskonto',
      intro:
        'Hierhin wird das Geld für Ihre Arbeit ausgezahlt. Unser Zahlungsanbieter prüft Ihre Identität auf seinen eigenen sicheren Seiten.',
      loading: 'Ihr Auszahlungskonto wird geladen',
      loadError: 'Ihr Auszahlungskonto konnte nicht geladen werden',
      retry: 'Erneut versuchen',
      cancel: 'Abbrechen',
      onboardingFailed: 'Der Zahlungsanbieter konnte nicht geöffnet werden',
      refreshFailed: 'Der Status konnte nicht aktualisiert werden',
      errors: {
        network: 'Prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.',
        validation:
          'Einige Angaben wurden nicht akzeptiert. Prüfen Sie sie und versuchen Sie es erneut.',
        conflict:
          'Ihr Konto wurde inzwischen geändert. Aktualisieren Sie den Status und versuchen Sie es erneut.',
        notFound: 'Der Zahlungsdienst ist gerade nicht erreichbar. Bitte versuchen Sie es später.',
        forbidden: 'Nur Freelancer können ein Auszahlungskonto verwalten.',
        unauthorized: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
        server: 'Bei uns ist etwas schiefgelaufen. Bitte versuchen Sie es gleich noch einmal.',
        badLink:
          'Der Zahlungsanbieter hat eine Adresse gesendet, die wir nicht öffnen können. Bitte versuchen Sie es erneut.',
      },
      providerErrors: {
        retry:
          'Der Zahlungsanbieter kann das gerade nicht ausführen. Bitte versuchen Sie es erneut.',
        change_external_account: 'Bitte verwenden Sie ein anderes Bankkonto.',
        contact_issuer: 'Ihre Bank hat das nicht erlaubt. Bitte wenden Sie sich an Ihre Bank.',
        contact_support:
          'Hierfür brauchen Sie unseren Support. Bitte kontaktieren Sie den Support.',
        invalid_charge_amount: 'Der Betrag ist für diese Zahlung nicht gültig.',
        invalid_source_usage: 'Diese Zahlungsmethode kann hierfür nicht verwendet werden.',
        bank_account_declined:
          'Die Bank hat dieses Konto abgelehnt. Prüfen Sie die Kontonummer oder verwenden Sie ein anderes Konto.',
        charge_exceeds_source_limit: 'Das ist mehr, als die Zahlungsmethode erlaubt.',
      },
      status: {
        label: 'Status:',
        notSetUp: {
          title: 'Nicht eingerichtet',
          text: 'Richten Sie Auszahlungen ein, um Geld für Ihre Arbeit zu erhalten. Unser Zahlungsanbieter fragt nach Ihrer Identität; das dauert wenige Minuten.',
        },
        detailsNeeded: {
          title: 'Angaben fehlen',
          text: 'Schließen Sie das Onboarding beim Zahlungsanbieter ab, um Zahlungen zu erhalten.',
        },
        verifying: {
          title: 'Wird geprüft',
          text: 'Der Zahlungsanbieter prüft Ihre Angaben. Das dauert meist nur wenige Minuten.',
        },
        refused: {
          title: 'Abgelehnt',
          text: 'Der Zahlungsanbieter konnte Ihre Angaben nicht bestätigen. Aktualisieren Sie sie, um es erneut zu versuchen.',
        },
        complete: {
          title: 'Vollständig',
          text: 'Ihr Auszahlungskonto ist bereit, Zahlungen zu empfangen.',
        },
      },
      accountType: 'Kontoart: {{type}}',
      onboardedType: { individual: 'Privatperson', company: 'Unternehmen' },
      alerts: {
        completeOnboarding:
          'Um Zahlungen zu erhalten, schließen Sie bitte das Onboarding beim Zahlungsanbieter auf Ihrer Einstellungsseite ab',
        furtherInformation:
          'Um weiterhin Zahlungen zu erhalten, geben Sie dem Zahlungsanbieter bitte auf Ihrer Einstellungsseite weitere Informationen',
        bankAccount:
          'Um Zahlungen zu erhalten, geben Sie bitte auf Ihrer Einstellungsseite an, auf welches Bankkonto ausgezahlt werden soll',
      },
      requirements: {
        problems: 'Was der Zahlungsanbieter meldet',
        neededNow: 'Noch erforderlich',
        neededLater: 'Später erforderlich',
        overdue:
          'Einige Angaben sind überfällig: Auszahlungen können pausiert werden, bis Sie sie nachreichen.',
        items: {
          name: 'Ihr amtlicher Name',
          dob: 'Ihr Geburtsdatum',
          idNumber: 'Ihre Ausweis- oder Steuernummer',
          address: 'Ihre Wohnadresse',
          email: 'Ihre E-Mail-Adresse',
          phone: 'Ihre Telefonnummer',
          identityDocument: 'Ein Foto Ihres Ausweisdokuments',
          additionalDocument: 'Ein Nachweis Ihrer Adresse',
          tosAcceptance: 'Zustimmung zu den Bedingungen des Zahlungsanbieters',
          businessProfile: 'Angaben zu Ihrem Geschäft',
          company: 'Angaben zu Ihrem Unternehmen',
          externalAccount: 'Ein Bankkonto für Auszahlungen',
          other: 'Weitere Informationen, die der Zahlungsanbieter anfordert',
        },
      },
      actions: {
        setUp: 'Auszahlungen einrichten',
        continue: 'Onboarding fortsetzen',
        update: 'Angaben aktualisieren',
        refresh: 'Status aktualisieren',
        refreshing: 'Status wird geprüft',
        step: {
          creating: 'Ihr Auszahlungskonto wird angelegt',
          linking: 'Der Zahlungsanbieter wird geöffnet',
          leaving: 'Sie werden zum Zahlungsanbieter weitergeleitet…',
        },
      },
      returned: {
        checking: 'Willkommen zurück. Ihr Status wird beim Zahlungsanbieter geprüft…',
        stillVerifying:
          'Der Zahlungsanbieter prüft Ihre Angaben noch. Das kann einige Minuten dauern: Mit „Status aktualisieren“ prüfen Sie erneut.',
      },
      lastChecked: 'Zuletzt geprüft {{time}}',
      bank: {
        heading: 'Bankkonto für Auszahlungen',
        missing: 'Fügen Sie das Bankkonto hinzu, auf das Ihr Geld ausgezahlt werden soll.',
        formLabel: 'Bankverbindung',
        holder: 'Kontoinhaber',
        bankName: 'Bank',
        number: 'Kontonummer',
        endingIn: 'endet auf {{last4}}',
        currency: 'Währung',
        country: 'Land',
        change: 'Bankkonto ändern',
        add: 'Bankkonto hinzufügen',
        save: 'Bankkonto speichern',
        saving: 'Das Bankkonto wird gespeichert',
        saved: 'Bankkonto gespeichert. Ihre Auszahlungen gehen auf dieses Konto.',
        replaceNote: 'Das neue Konto ersetzt das bisherige für alle künftigen Auszahlungen.',
        failed: 'Das Bankkonto konnte nicht gespeichert werden',
        form: {
          holder: 'Name des Kontoinhabers',
          holderHint: 'So, wie Ihre Bank ihn schreibt.',
          country: 'Land der Bank',
          currency: 'Auszahlungswährung',
          routing: 'Bankleitzahl (Routing Number oder Sort Code)',
          routingHint: 'Optional. Leer lassen, wenn Sie eine IBAN eingeben.',
          account: 'Kontonummer oder IBAN',
          accountHint:
            'Wird an den Zahlungsanbieter gesendet; wir speichern nur die letzten 4 Zeichen.',
          chooseCountry: 'Land wählen',
          chooseCurrency: 'Währung wählen',
        },
        invalid: {
          accountHolderName: 'Geben Sie den Namen des Kontoinhabers ein (2 bis 100 Zeichen).',
          country: 'Wählen Sie das Land der Bank.',
          currency: 'Wählen Sie die Währung Ihrer Auszahlungen.',
          routingNumber: 'Nur Ziffern (bis zu 12) oder leer lassen.',
          accountNumber: 'Geben Sie 4 bis 17 Ziffern oder eine IBAN ein.',
        },
      },
      descriptor: {
        heading: 'Verwendungszweck auf dem Kontoauszug',
        text: 'Der Name, der auf Ihrem Kontoauszug neben jeder Auszahlung steht.',
        current: 'Angezeigt als',
        notSet: 'Nicht festgelegt: Der Zahlungsanbieter verwendet Ihren Kontonamen.',
        set: 'Verwendungszweck festlegen',
        change: 'Verwendungszweck ändern',
        label: 'Verwendungszweck',
        hint: '{{min}} bis {{max}} Zeichen mit mindestens einem Buchstaben (A–Z); ohne < > \\ \' " und *.',
        save: 'Verwendungszweck speichern',
        saving: 'Der Verwendungszweck wird gespeichert',
        saved: 'Verwendungszweck gespeichert.',
        failed: 'Der Verwendungszweck konnte nicht gespeichert werden',
        invalid: {
          tooShort: 'Mindestens {{min}} Zeichen.',
          tooLong: 'Höchstens {{max}} Zeichen.',
          forbidden: 'Lassen Sie < > \\ \' " und * weg.',
          needsLetter: 'Verwenden Sie mindestens einen Buchstaben (A–Z).',
        },
      },
    },
    notFound: 'Diese Vertragsseite gibt es nicht.',
  },
};

export type ScreenKey = keyof (typeof resources)['en']['screens'];
export type NavKey = Exclude<keyof (typeof resources)['en']['nav'], 'label'>;
