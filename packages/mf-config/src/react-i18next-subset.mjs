// What the apps use of react-i18next, and all a build ships of it: a shared module is never
// tree-shaken, so the `react-i18next` every app imports resolves here (index.mjs), and only these
// exports and what they need are shared (the `Trans` family, the HOCs and SSR helpers stay out).
// `react-i18next-whole` is the package itself (aliased in index.mjs). The lint rule on
// `react-i18next` imports keeps the apps within this list.
export {
  getI18n,
  I18nContext,
  I18nextProvider,
  initReactI18next,
  useTranslation,
} from 'react-i18next-whole';
