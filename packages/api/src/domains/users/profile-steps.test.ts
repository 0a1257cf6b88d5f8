import { nextProfileStep } from './profile-steps';

const COMPLETE = {
  profile_picture: 'files/me.webp',
  title: 'Brand designer',
  description: 'Logos and packaging',
  services: ['design'],
  skills: ['figma'],
  hourly_rate: 5000,
};

describe('nextProfileStep', () => {
  it('asks for nothing once every part is there', () => {
    expect(nextProfileStep(COMPLETE)).toBeNull();
  });

  it('asks for the first missing part, in the order customers look at them', () => {
    expect(nextProfileStep({ ...COMPLETE, profile_picture: null, skills: [] })).toBe('picture');
    expect(nextProfileStep({ ...COMPLETE, title: '  ', hourly_rate: null })).toBe('headline');
    expect(nextProfileStep({ ...COMPLETE, description: '' })).toBe('description');
    expect(nextProfileStep({ ...COMPLETE, services: [] })).toBe('services');
    expect(nextProfileStep({ ...COMPLETE, skills: [] })).toBe('skills');
    expect(nextProfileStep({ ...COMPLETE, hourly_rate: 0 })).toBe('rate');
  });
});
