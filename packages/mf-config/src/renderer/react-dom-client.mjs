// `react-dom/client` in a build: Preact's `createRoot`, reached through its shared singleton.
export * from 'preact/compat/client';
export { default } from 'preact/compat/client';
