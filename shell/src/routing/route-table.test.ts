import { REMOTE_NAMES, REMOTES } from '@mp/contracts';
import { AREA_ENTRY_PATHS, findRoute, ROUTE_TABLE } from './route-table';

describe('route table', () => {
  it.each([
    ['/', 'shell'],
    ['/post-job', 'mf_jobs'],
    ['/freelancers/web-design', 'mf_jobs'],
    ['/customer/short-list', 'mf_proposals'],
    ['/customer/invite', 'mf_proposals'],
    ['/customer/contract/job-1', 'mf_contracts_payments'],
    ['/freelancer/manage/job-1', 'mf_contracts_payments'],
    ['/freelancer/inbox/chan-7', 'mf_messaging'],
    ['/products/create', 'mf_products'],
    ['/products/frankie/p-1/edit', 'mf_products'],
    ['/freelancer/profile/frankie/hire', 'mf_profile'],
    ['/customer/setting/', 'mf_profile'],
  ])('gives %s to %s', (path, owner) => {
    expect(findRoute(path)?.owner).toBe(owner);
  });

  it('has no owner for unknown paths', () => {
    expect(findRoute('/no/such/page')).toBeNull();
    expect(findRoute('/products/a/b/c/d')).toBeNull();
  });

  it('gives each remote the paths of its REMOTES entry, and the rest to the shell', () => {
    for (const remote of REMOTES) {
      const owned = ROUTE_TABLE.filter((entry) => entry.owner === remote.name);
      expect(owned.map((entry) => entry.path)).toEqual(remote.routes);
      expect(remote.routes).toContain(remote.entryPath);
    }
    const shellPaths = ROUTE_TABLE.filter((entry) => entry.owner === 'shell');
    expect(shellPaths.every((entry) => entry.screen !== undefined)).toBe(true);
    expect(shellPaths.map((entry) => entry.path)).toContain('/login');
  });

  it('lists each path once and gives every remote an entry path it owns', () => {
    const paths = ROUTE_TABLE.map((entry) => entry.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const name of REMOTE_NAMES) expect(findRoute(AREA_ENTRY_PATHS[name])?.owner).toBe(name);
  });
});
