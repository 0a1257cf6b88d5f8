/** The products namespace in every language the product ships (en, ua, de). */
export const NAMESPACE = 'products';

export const resources = {
  en: {
    nav: {
      label: 'Products',
      catalogue: 'Browse products',
      createProduct: 'Create a product',
      drafts: 'Drafts',
      live: 'Live products',
      bookings: 'Bookings',
    },
    screens: {
      catalogue: {
        title: 'Products',
        description: 'Fixed-price services and offerings freelancers sell, ready to book.',
      },
      product: {
        title: 'Product {{productId}}',
        description: 'An offering by {{username}}: what is included, the price and how to book it.',
      },
      editProduct: {
        title: 'Edit product {{productId}}',
        description: 'Change the title, price, pictures and availability of this product.',
      },
      createProduct: {
        title: 'Create a product',
        description:
          'Package a service with a fixed price; an administrator approves it before it goes live.',
      },
      drafts: {
        title: 'Draft products',
        description: 'Products you are still preparing or that wait for approval.',
      },
      live: {
        title: 'Live products',
        description: 'Approved products customers can see and book now.',
      },
      bookings: {
        title: 'Bookings',
        description: 'Bookings of your products and the jobs they created.',
      },
    },
    notFound: 'This products page does not exist.',
  },
  ua: {
    nav: {
      label: 'Продукти',
      catalogue: 'Переглянути продукти',
      createProduct: 'Створити продукт',
      drafts: 'Чернетки',
      live: 'Опубліковані',
      bookings: 'Бронювання',
    },
    screens: {
      catalogue: {
        title: 'Продукти',
        description: 'Послуги з фіксованою ціною від фрилансерів, готові до бронювання.',
      },
      product: {
        title: 'Продукт {{productId}}',
        description: 'Пропозиція від {{username}}: що входить, ціна і як забронювати.',
      },
      editProduct: {
        title: 'Редагувати продукт {{productId}}',
        description: 'Змініть назву, ціну, зображення та доступність продукту.',
      },
      createProduct: {
        title: 'Створити продукт',
        description:
          'Оформіть послугу з фіксованою ціною; адміністратор схвалить її перед публікацією.',
      },
      drafts: {
        title: 'Чернетки продуктів',
        description: 'Продукти, які ви ще готуєте або які чекають на схвалення.',
      },
      live: {
        title: 'Опубліковані продукти',
        description: 'Схвалені продукти, які замовники бачать і можуть забронювати.',
      },
      bookings: {
        title: 'Бронювання',
        description: 'Бронювання ваших продуктів і створені з них роботи.',
      },
    },
    notFound: 'Такої сторінки продуктів немає.',
  },
  de: {
    nav: {
      label: 'Produkte',
      catalogue: 'Produkte ansehen',
      createProduct: 'Produkt anlegen',
      drafts: 'Entwürfe',
      live: 'Veröffentlicht',
      bookings: 'Buchungen',
    },
    screens: {
      catalogue: {
        title: 'Produkte',
        description: 'Festpreis-Leistungen und Angebote von Freelancern, direkt buchbar.',
      },
      product: {
        title: 'Produkt {{productId}}',
        description: 'Ein Angebot von {{username}}: Leistungsumfang, Preis und Buchung.',
      },
      editProduct: {
        title: 'Produkt {{productId}} bearbeiten',
        description: 'Ändern Sie Titel, Preis, Bilder und Verfügbarkeit dieses Produkts.',
      },
      createProduct: {
        title: 'Produkt anlegen',
        description:
          'Bündeln Sie eine Leistung zum Festpreis; ein Administrator gibt sie vor der Veröffentlichung frei.',
      },
      drafts: {
        title: 'Produktentwürfe',
        description: 'Produkte in Vorbereitung oder in Erwartung der Freigabe.',
      },
      live: {
        title: 'Veröffentlichte Produkte',
        description: 'Freigegebene Produkte, die Kunden jetzt sehen und buchen können.',
      },
      bookings: {
        title: 'Buchungen',
        description: 'Buchungen Ihrer Produkte und die daraus entstandenen Aufträge.',
      },
    },
    notFound: 'Diese Produktseite gibt es nicht.',
  },
};

export type ScreenKey = keyof (typeof resources)['en']['screens'];
export type NavKey = Exclude<keyof (typeof resources)['en']['nav'], 'label'>;
