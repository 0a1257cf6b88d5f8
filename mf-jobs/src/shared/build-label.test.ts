import { BUILD_LABEL, withBuildLabel } from './build-label';

describe('withBuildLabel', () => {
  it('leaves the heading alone in a build without a label', () => {
    expect(BUILD_LABEL).toBe('');
    expect(withBuildLabel('Freelancers for Website design')).toBe('Freelancers for Website design');
  });

  it('adds the label of a labelled build after the heading', () => {
    expect(withBuildLabel('Freelancers for Website design', 'next')).toBe(
      'Freelancers for Website design · next',
    );
  });
});
