import { customCssFor, metadataFor } from './route-meta';

const metadata = {
  '/': { title: 'Home' },
  '/freelancer/profile/:username': { title: 'Profile', description: 'Skills' },
  '/freelancer/profile/me': { title: 'My profile' },
};

describe('route metadata', () => {
  it('picks the most specific matching pattern', () => {
    expect(metadataFor('/', metadata)?.title).toBe('Home');
    expect(metadataFor('/freelancer/profile/frankie', metadata)?.description).toBe('Skills');
    expect(metadataFor('/freelancer/profile/me', metadata)?.title).toBe('My profile');
    expect(metadataFor('/nowhere', metadata)).toBeNull();
  });

  it('joins the sanitised * and per-route custom CSS', () => {
    const css = customCssFor('/freelancer/search-jobs', {
      '*': 'h1 { color: red }',
      '/freelancer/search-jobs': 'main { background: url(https://evil.test/x.png) }',
      '/': 'h2 { color: blue }',
    });
    expect(css).toBe('h1 { color: red }\nmain { background: none }');
  });
});
