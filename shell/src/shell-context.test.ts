import { remoteTenant } from './shell-context';

describe('remoteTenant', () => {
  it('hands remotes the tenant name, currency and sign', () => {
    expect(remoteTenant('acme', { currency: 'EUR', currencySign: '€' })).toEqual({
      name: 'Acme',
      currency: 'EUR',
      currencySign: '€',
    });
  });

  it('falls back to the default currency and no sign of its own without settings', () => {
    expect(remoteTenant('demo', null)).toEqual({ name: 'Demo', currency: 'USD', currencySign: '' });
  });
});
