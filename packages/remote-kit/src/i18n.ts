// Translations are JSON files per app, language and namespace (`src/locales/{lng}/{ns}.json`),
// each its own chunk: i18next loads a namespace only in the language on screen, through the
// one backend of the page's shared instance, to which every app adds its own loader.
// See docs/ARCHITECTURE.md#translations.
import type { BackendModule, i18n as I18n, ResourceKey } from 'i18next';

/** What `import()` of a locale JSON file answers (webpack: one chunk per file). */
export interface LocaleModule {
  default: ResourceKey;
}

/** Loads one namespace of an app in one language, e.g. `./de/jobs.json`. */
export type LoadLocale = (language: string, namespace: string) => Promise<LocaleModule>;

/** The namespaces an app ships and how to load them. */
export interface AppTranslations {
  namespaces: readonly string[];
  load: LoadLocale;
}

/** The shared instance's backend: a loader per namespace, added by the app that owns it. */
export interface TranslationBackend extends BackendModule {
  addTranslations(translations: AppTranslations): void;
}

function isTranslationBackend(backend: unknown): backend is TranslationBackend {
  return (
    typeof backend === 'object' &&
    backend !== null &&
    typeof (backend as Partial<TranslationBackend>).addTranslations === 'function'
  );
}

export function createTranslationBackend(...initial: AppTranslations[]): TranslationBackend {
  const loaders = new Map<string, LoadLocale>();
  const addTranslations = ({ namespaces, load }: AppTranslations) => {
    for (const namespace of namespaces) loaders.set(namespace, load);
  };
  initial.forEach(addTranslations);
  return {
    type: 'backend',
    init: () => undefined,
    read(language, namespace, callback) {
      const load = loaders.get(namespace);
      if (!load) {
        callback(new Error(`No app ships the namespace "${namespace}"`), false);
        return;
      }
      load(language, namespace).then(
        (module) => callback(null, module.default),
        // `true`: i18next retries, as a chunk that failed to download may load the next time.
        (error: unknown) =>
          callback(error instanceof Error ? error : new Error(String(error)), true),
      );
    },
    addTranslations,
  };
}

/**
 * Lets the (shared) instance load an app's namespaces. Namespaces a host already added keep
 * its texts: i18next asks a backend only for bundles it does not have.
 */
export function addTranslations(i18n: I18n, translations: AppTranslations): void {
  const backend = i18n.services.backendConnector?.backend;
  if (!isTranslationBackend(backend)) {
    throw new Error('The i18next instance was initialised without createTranslationBackend()');
  }
  backend.addTranslations(translations);
}
