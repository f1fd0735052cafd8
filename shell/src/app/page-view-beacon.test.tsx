import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate, type NavigateFunction } from '@market/router';
import { PageViewBeacon } from './page-view-beacon';

describe('PageViewBeacon', () => {
  it('tells the server of client-side moves only, not of the first page', async () => {
    const sendBeacon = jest.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    let navigate: NavigateFunction = () => undefined;
    function Grab() {
      navigate = useNavigate();
      return null;
    }
    render(
      <MemoryRouter initialEntries={['/services']}>
        <PageViewBeacon />
        <Grab />
      </MemoryRouter>,
    );
    expect(sendBeacon).not.toHaveBeenCalled();
    await act(async () => navigate('/blog?utm_source=x'));
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, blob] = sendBeacon.mock.calls[0] as unknown as [string, Blob];
    expect(url).toBe('/api/analytics/hits');
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blob);
    });
    expect(blob.type).toBe('application/json');
    expect(JSON.parse(text)).toEqual({ path: '/blog?utm_source=x', referrer: 'http://localhost/services' });
  });
});
