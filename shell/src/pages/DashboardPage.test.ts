import { ROLES } from '@mp/contracts';
import { dashboardVariant } from './DashboardPage';

describe('dashboard variants', () => {
  it('picks the redesign per role only when the redesign switch is on for the user', () => {
    expect(dashboardVariant(ROLES.customer, true)).toBe('customerRedesign');
    expect(dashboardVariant(ROLES.freelancer, true)).toBe('freelancerRedesign');
    expect(dashboardVariant(ROLES.customer, false)).toBe('default');
    expect(dashboardVariant(ROLES.freelancer, false)).toBe('default');
  });
});
