import { resolveAlias } from '@mp/contracts';
import { takeToastParam } from './toast-param';

describe('toast parameter', () => {
  it('finds a named toast and strips the parameter, keeping the others', () => {
    expect(takeToastParam('?jobId=7&toast=booking-successful')).toEqual({
      toast: { type: 'success', messageKey: 'toasts.bookingSuccessful' },
      search: '?jobId=7',
    });
  });

  it('ignores unknown names (including prototype keys) but still strips them', () => {
    expect(takeToastParam('?toast=constructor')).toEqual({ toast: null, search: '' });
    expect(takeToastParam('?toast=nope&a=1')).toEqual({ toast: null, search: '?a=1' });
  });

  it('answers null without the parameter', () => {
    expect(takeToastParam('?a=1')).toBeNull();
  });
});

describe('alias redirects (the seeded acme aliases)', () => {
  const metadata = {
    '/freelancer/search-jobs': { title: 'Find work', alias: '/find-work' },
    '/freelancer/profile/:username': { title: 'Specialist', alias: '/specialist/:username' },
  };

  it('keeps params, query and hash', () => {
    expect(resolveAlias('/find-work?q=design#results', metadata)).toBe(
      '/freelancer/search-jobs?q=design#results',
    );
    expect(resolveAlias('/specialist/frankie?tab=2#refs', metadata)).toBe(
      '/freelancer/profile/frankie?tab=2#refs',
    );
    expect(resolveAlias('/freelancer/search-jobs', metadata)).toBeNull();
  });
});
