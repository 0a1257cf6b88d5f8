// `react/jsx-runtime` in a build: Preact's JSX runtime (with its compatibility layer), reached
// through its shared singleton.
export * from 'preact/compat/jsx-runtime';
