import { render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { loadRemote } from '@module-federation/enhanced/runtime';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));

const mockedLoadRemote = loadRemote as jest.Mock;

/** The badge component is created once per module, so each case loads a fresh copy. */
function freshBadge(): typeof import('./messages-badge').MessagesBadge {
  let Badge: typeof import('./messages-badge').MessagesBadge | undefined;
  const react: unknown = jest.requireActual('react');
  jest.isolateModules(() => {
    // The same React as the renderer's, or its hooks find no dispatcher.
    jest.doMock('react', () => react);
    Badge = (jest.requireActual('./messages-badge') as typeof import('./messages-badge')).MessagesBadge;
  });
  return Badge!;
}

describe('MessagesBadge', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it("renders the messaging remote's UnreadBadge", async () => {
    mockedLoadRemote.mockResolvedValue({ default: () => <span>3</span> });
    const MessagesBadge = freshBadge();
    render(<MessagesBadge />);
    await screen.findByText('3');
    expect(mockedLoadRemote).toHaveBeenCalledWith('messaging/UnreadBadge');
  });

  it('renders nothing when the remote cannot be loaded', async () => {
    mockedLoadRemote.mockRejectedValue(new Error('ScriptExternalLoadError'));
    const MessagesBadge = freshBadge();
    const { container } = render(
      <a href="/messages">
        Messages
        <MessagesBadge />
      </a>,
    );
    await waitFor(() => expect(console.error).toHaveBeenCalled());
    expect(container.textContent).toBe('Messages');
  });

  it('is left out of a server render: the remote is loaded in the browser only', () => {
    mockedLoadRemote.mockClear();
    mockedLoadRemote.mockResolvedValue({ default: () => <span>3</span> });
    const MessagesBadge = freshBadge();
    expect(
      renderToString(
        <a href="/messages">
          Messages
          <MessagesBadge />
        </a>,
      ),
    ).toBe('<a href="/messages">Messages</a>');
    expect(mockedLoadRemote).not.toHaveBeenCalled();
  });
});
