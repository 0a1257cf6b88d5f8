import SHARED_SINGLETONS from '@mp/mf-config/shared-singletons.json';
import { reportSharedModules, sharedReferences } from './probe';

describe('the shared-module probe', () => {
  it('holds a reference for exactly the shared singletons', () => {
    const references = sharedReferences();
    expect(Object.keys(references).sort()).toEqual([...SHARED_SINGLETONS].sort());
    for (const name of SHARED_SINGLETONS) expect(references[name]).toBeTruthy();
  });

  it('publishes them under the app name', () => {
    reportSharedModules('mf_test');
    expect(window.__MP_SHARED_PROBE__?.mf_test).toEqual(sharedReferences());
  });
});
