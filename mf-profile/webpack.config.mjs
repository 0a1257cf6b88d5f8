import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@mp/mf-config';

export default (_env, argv = {}) =>
  createAppConfig({
    name: 'mf_profile',
    dir: path.dirname(fileURLToPath(import.meta.url)),
    port: 8086,
    exposes: { './App': './src/exposed/App.tsx' },
    mode: argv.mode,
    title: 'Profile',
  });
