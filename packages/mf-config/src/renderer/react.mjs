// `react` in a build: Preact's compatibility layer, reached through its shared singleton.
export * from 'preact/compat';
export { default } from 'preact/compat';
