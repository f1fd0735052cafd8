import { act, Suspense, use, useId } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { setHydrationLoads, useLoad } from './use-load';

const reviveError = (error: { message: string }) => new Error(error.message);

function Listing({ load }: { load: (key: string) => Promise<string> }) {
  const { state } = useLoad('logo-design', load);
  return <p>{state.status === 'ready' ? `Listed: ${state.data}` : state.status}</p>;
}

/** Suspends until `ready` settles: the boundary's first hydration attempt is thrown away and retried. */
function SlowSibling({ ready }: { ready: Promise<void> }) {
  use(ready);
  return <p>More below</p>;
}

/** The server's HTML of the same tree, and the `useId` the listing had there. */
function serverHtml(): { html: string; id: string } {
  let id = '';
  function ServerListing() {
    id = useId();
    return <p>Listed: three logos</p>;
  }
  const html = renderToString(
    <Suspense fallback={<p>loading</p>}>
      <ServerListing />
      <p>More below</p>
    </Suspense>,
  );
  return { html, id };
}

// This file drives React directly (hydrateRoot), not through Testing Library.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('useLoad while hydrating server HTML', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = '';
  });

  it("keeps the server's answer when React renders the component again before hydration commits", async () => {
    const { html, id } = serverHtml();
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const serverParagraph = container.querySelector('p');
    setHydrationLoads(
      { [id]: { key: JSON.stringify('logo-design'), state: { status: 'ready', data: 'three logos' } } },
      reviveError,
    );

    const load = jest.fn(async () => 'fetched');
    let release!: () => void;
    const ready = new Promise<void>((resolve) => (release = resolve));
    const recoverable: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(
        container,
        <Suspense fallback={<p>loading</p>}>
          <Listing load={load} />
          <SlowSibling ready={ready} />
        </Suspense>,
        { onRecoverableError: (error) => recoverable.push(error) },
      );
    });
    await act(async () => release());

    expect(recoverable).toEqual([]);
    expect(container.querySelector('p')).toBe(serverParagraph);
    expect(container.textContent).toBe('Listed: three logos' + 'More below');
    expect(load).not.toHaveBeenCalled();
  });

  it('fetches for a component mounted after hydration at the same place', async () => {
    const { html, id } = serverHtml();
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    setHydrationLoads(
      { [id]: { key: JSON.stringify('logo-design'), state: { status: 'ready', data: 'three logos' } } },
      reviveError,
    );
    const load = jest.fn(async () => 'four logos');
    const tree = (round: number) => (
      <Suspense fallback={<p>loading</p>}>
        <Listing key={round} load={load} />
        <p>More below</p>
      </Suspense>
    );
    await act(async () => {
      root = hydrateRoot(container, tree(0));
    });
    expect(load).not.toHaveBeenCalled();

    await act(async () => root?.render(tree(1)));

    expect(load).toHaveBeenCalledTimes(1);
    expect(container.textContent).toBe('Listed: four logos' + 'More below');
  });
});
