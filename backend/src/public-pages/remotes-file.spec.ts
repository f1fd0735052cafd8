import { integrityOf, parseRemotesFile } from './remotes-file';

const PIN = integrityOf('exports.routes = [];');

describe('parseRemotesFile: the remotes file (REMOTES_FILE)', () => {
  it('reads plain entries and entries with the integrity of their server build', () => {
    const file = JSON.stringify({
      catalog: 'https://cdn.example/catalog/v42/remoteEntry.js',
      checkout: { entry: 'https://cdn.example/checkout/v7/remoteEntry.js', integrity: PIN },
      local: { entry: 'http://127.0.0.1:4000/remoteEntry.js' },
      moved: '/remotes/checkout/remoteEntry.js',
    });
    expect(parseRemotesFile(file)).toEqual({
      sources: {
        catalog: { entry: 'https://cdn.example/catalog/v42/remoteEntry.js' },
        checkout: { entry: 'https://cdn.example/checkout/v7/remoteEntry.js', integrity: PIN },
        local: { entry: 'http://127.0.0.1:4000/remoteEntry.js' },
        moved: { entry: '/remotes/checkout/remoteEntry.js' },
      },
      refused: [],
    });
  });

  it('leaves out plain http from elsewhere, an integrity that is not sha256, and bad names', () => {
    const file = JSON.stringify({
      plain: 'http://cdn.example/remoteEntry.js',
      wrapped: { entry: 'http://cdn.example/remoteEntry.js', integrity: PIN },
      sha1: { entry: 'https://cdn.example/remoteEntry.js', integrity: 'sha1-2jmj7l5rSw0yVb/vlWAYkK/YBwk=' },
      short: { entry: 'https://cdn.example/remoteEntry.js', integrity: 'sha256-abc=' },
      'Bad Name': 'https://cdn.example/remoteEntry.js',
      none: null,
    });
    expect(parseRemotesFile(file)).toEqual({
      sources: {},
      refused: ['plain', 'wrapped', 'sha1', 'short', 'Bad Name', 'none'],
    });
  });

  it('throws on a file that is not a JSON object', () => {
    expect(() => parseRemotesFile('[]')).toThrow('is not a JSON object');
    expect(() => parseRemotesFile('{')).toThrow();
  });

  it('spells a digest as subresource integrity does', () => {
    expect(integrityOf('')).toBe('sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=');
  });
});
