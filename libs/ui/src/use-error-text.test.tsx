import { render, screen } from '@testing-library/react';
import { IntlProvider, createIntl } from 'react-intl';
import { ApiError } from '@market/api-client';
import { UI_MESSAGES } from './testing';
import { errorTextIn, loadErrorMessages, useErrorText } from './use-error-text';

const german = createIntl({ locale: 'de', defaultLocale: 'en', messages: UI_MESSAGES.de });
const english = createIntl({ locale: 'en', defaultLocale: 'en', messages: UI_MESSAGES.en });
const coupon = new ApiError('Invalid or expired coupon code', 409, 'COUPON.INVALID');

// The table loads on demand (a coded refusal waits for it in apiResponse); here, before any test.
beforeAll(() => loadErrorMessages());

describe('errorTextIn', () => {
  it('says a known refusal in the reader’s language', () => {
    expect(errorTextIn(german, coupon, 'Fehler')).toBe('Ungültiger oder abgelaufener Gutscheincode');
  });

  it('keeps the server’s English in English', () => {
    expect(errorTextIn(english, coupon, 'Failed')).toBe('Invalid or expired coupon code');
  });

  it('picks the variant the server sent', () => {
    const tooLarge = new ApiError('File is too large: images may be at most 5 MB', 413, 'UPLOAD.TOO_LARGE');
    expect(errorTextIn(german, tooLarge, 'Fehler')).toBe(
      'Die Datei ist zu groß: Bilder dürfen höchstens 5 MB groß sein',
    );
  });

  it('shows the server’s message for a code or a sentence the catalog does not know', () => {
    const unknown = new ApiError('Something new', 409, 'COUPON.SOMETHING_NEW');
    expect(errorTextIn(german, unknown, 'Fehler')).toBe('Something new');
    const built = new ApiError('You have 3 unpaid checkouts open', 409, 'CHECKOUT.TOO_MANY_OPEN');
    expect(errorTextIn(german, built, 'Fehler')).toBe('You have 3 unpaid checkouts open');
    const reworded = new ApiError('That coupon is gone', 409, 'COUPON.INVALID');
    expect(errorTextIn(german, reworded, 'Fehler')).toBe('That coupon is gone');
  });

  it('shows the server’s message when it sent no code', () => {
    expect(errorTextIn(german, new ApiError('Bad things', 400), 'Fehler')).toBe('Bad things');
  });

  it('falls back to the screen’s text when the server sent no message', () => {
    expect(errorTextIn(german, new ApiError('Request failed (502)', 502), 'Fehler')).toBe('Fehler');
    expect(errorTextIn(german, new TypeError('Failed to fetch'), 'Fehler')).toBe('Fehler');
  });
});

function Probe({ error }: { error: unknown }) {
  const errorText = useErrorText();
  return <p>{errorText(error, 'fallback')}</p>;
}

describe('useErrorText', () => {
  it('speaks the provider’s language', () => {
    render(
      <IntlProvider locale="fr" defaultLocale="en" messages={UI_MESSAGES.fr}>
        <Probe error={coupon} />
      </IntlProvider>,
    );
    expect(screen.getByText('Code de coupon invalide ou expiré')).toBeTruthy();
  });

  it('speaks English without a provider', () => {
    render(<Probe error={coupon} />);
    expect(screen.getByText('Invalid or expired coupon code')).toBeTruthy();
  });
});
