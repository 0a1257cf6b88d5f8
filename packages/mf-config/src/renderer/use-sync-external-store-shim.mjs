// `use-sync-external-store/shim` (react-i18next's `useTranslation` imports it) backfills the hook
// for React before 18. Every renderer the apps are built with has it, so a build takes the
// renderer's own and leaves the shim's code out.
export { useSyncExternalStore } from 'react';
