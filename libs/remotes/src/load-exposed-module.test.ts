import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadExposedModule } from './load-exposed-module';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

type Manifest = { status?: number; body?: unknown };

/** A remote as /remotes.json lists it (its routes do not matter here). */
const entryOf = (entry: string) => ({ entry, routes: [] });

function serveManifest(...answers: Manifest[]) {
  const fetchMock = jest.fn(async () => {
    const answer = answers.length > 1 ? answers.shift()! : answers[0];
    const status = answer.status ?? 200;
    return { ok: status < 400, status, json: async () => answer.body } as Response;
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const runtime = jest.requireMock('@module-federation/enhanced/runtime') as {
  loadRemote: jest.MockedFunction<typeof loadRemote>;
  registerRemotes: jest.MockedFunction<typeof registerRemotes>;
};

beforeEach(() => {
  runtime.loadRemote.mockReset();
  runtime.registerRemotes.mockReset();
});

describe('loadExposedModule', () => {
  it('registers the remote from /remotes.json once, then loads what it exposes', async () => {
    const fetchMock = serveManifest({ body: { checkout: entryOf('/remotes/checkout/remoteEntry.js') } });
    runtime.loadRemote.mockResolvedValue({ default: 'chooser' });
    await expect(loadExposedModule('checkout', 'PaymentChooser')).resolves.toEqual({ default: 'chooser' });
    await loadExposedModule('checkout', 'invoice');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(runtime.registerRemotes).toHaveBeenCalledTimes(1);
    expect(runtime.registerRemotes).toHaveBeenCalledWith([
      { name: 'checkout', entry: '/remotes/checkout/remoteEntry.js' },
    ]);
    expect(runtime.loadRemote.mock.calls.map(([id]) => id)).toEqual([
      'checkout/PaymentChooser',
      'checkout/invoice',
    ]);
  });

  // Each case names its own remote: a registration is remembered for the page's life.
  it.each([
    ['the map cannot be read', 'alpha', { status: 503, body: {} }],
    [
      'the remote is missing from the map',
      'beta',
      { body: { catalog: entryOf('/remotes/catalog/remoteEntry.js') } },
    ],
    ['the entry is not a URL', 'gamma', { body: { gamma: entryOf('javascript:alert(1)') } }],
  ])('rejects when %s, and reads the map again on the next try', async (_case, remote, broken) => {
    const fetchMock = serveManifest(broken, {
      body: { [remote]: entryOf(`/remotes/${remote}/remoteEntry.js`) },
    });
    runtime.loadRemote.mockResolvedValue({ default: 'chooser' });
    await expect(loadExposedModule(remote, 'PaymentChooser')).rejects.toThrow();
    expect(runtime.registerRemotes).not.toHaveBeenCalled();
    await expect(loadExposedModule(remote, 'PaymentChooser')).resolves.toEqual({ default: 'chooser' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('rejects when the remote does not expose the module', async () => {
    serveManifest({ body: { delta: entryOf('/remotes/delta/remoteEntry.js') } });
    runtime.loadRemote.mockResolvedValue(null);
    await expect(loadExposedModule('delta', 'Nothing')).rejects.toThrow('delta did not expose Nothing');
  });
});
