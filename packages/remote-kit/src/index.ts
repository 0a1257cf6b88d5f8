export { reportSharedModules, type SharedProbe } from './probe';
export {
  addTranslations,
  createTranslationBackend,
  type AppTranslations,
  type LoadLocale,
  type LocaleModule,
  type TranslationBackend,
} from './i18n';
export {
  AreaContext,
  joinPath,
  navFor,
  rolePath,
  useApi,
  useArea,
  useRemoteAvailable,
  useSitePath,
  type AreaContextValue,
  type AreaNavItem,
} from './area-context';
export { AreaNavigation } from './AreaNavigation';
export { AreaNotFound, AreaPage, type AreaPageProps } from './AreaPage';
export { createRemoteApp, type RemoteAppComponent, type RemoteAppOptions } from './remote-app';
export { RemoteSection } from './RemoteSection';
export { browserLocale, startStandalone, type StandaloneOptions } from './standalone';
export { createStageI18n, RemoteStage, type RemoteStageProps } from './stage';
export { DEMO_TENANT, tenantMoneyFormat } from './tenant';
export {
  fieldName,
  httpStatus,
  isAbort,
  readError,
  type ErrorKind,
  type ReadableError,
} from './errors';
export { useLoad, type LoadState } from './use-load';
export { LoadStatus, type FailureText, type Loadable, type LoadStatusProps } from './LoadStatus';
export { MoneyField, type MoneyFieldProps } from './MoneyField';
export {
  uploadKey,
  uploadProblemOf,
  useUploadQueue,
  type PendingUpload,
  type UploadBatch,
  type UploadProblem,
  type UploadQueue,
  type UploadQueueOptions,
} from './upload-queue';
export {
  checkChosenFile,
  storeChosenFile,
  type AcceptedFiles,
  type ChosenFileUpload,
} from './chosen-file';
export { PendingUploadItem, type PendingUploadItemProps } from './PendingUploadItem';
export { saveAs, useFileDownload, useStoredFileUrl, type FileDownload } from './file-download';
export {
  useAddressSearch,
  useResultsFocus,
  type AddressSearch,
  type AddressSearchOptions,
  type ResultsFocus,
} from './address-search';
export { SearchResults, type SearchResultsProps, type SearchResultsTexts } from './SearchResults';
export { DateText, useDates, type DateTextProps, type DateTools } from './dates';
export { useIdentityHold } from './use-identity-hold';
