import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WithIntl } from '@/test-utils';
import { RemoteArea } from './remote-area';

describe('RemoteArea', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the retry panel when the remote fails, and Retry loads it again', async () => {
    const load = jest
      .fn()
      .mockRejectedValueOnce(new Error('ScriptExternalLoadError'))
      .mockResolvedValueOnce({ default: () => <h1>catalog screen</h1> });
    render(
      <WithIntl>
        <RemoteArea name="catalog" load={load} />
      </WithIntl>,
    );
    await screen.findByText('This section is temporarily unavailable');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByRole('heading', { name: 'catalog screen' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('catches a remote that throws while rendering', async () => {
    const Broken = () => {
      throw new Error('boom');
    };
    render(
      <WithIntl>
        <RemoteArea name="messaging" load={async () => ({ default: Broken })} />
      </WithIntl>,
    );
    await screen.findByText('This section is temporarily unavailable');
    screen.getByRole('region', { name: 'messaging section' });
  });
});
