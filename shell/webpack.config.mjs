import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@mp/mf-config';

export default (_env, argv = {}) =>
  createAppConfig({
    name: 'shell',
    dir: path.dirname(fileURLToPath(import.meta.url)),
    port: 8080,
    isHost: true,
    mode: argv.mode,
    title: 'Marketplace',
  });
