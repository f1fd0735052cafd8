import { LOCALES } from '@market/contracts';
import { renderUnsubscribePage } from './unsubscribe-page';

const brand = 'Gigly';

describe('the unsubscribe page', () => {
  it.each(LOCALES)('renders every state in %s', (locale) => {
    for (const page of [
      { state: 'invalid' as const },
      { state: 'stale' as const, type: 'order.delivered' as const },
      { state: 'done' as const, type: 'order.delivered' as const },
      { state: 'confirm' as const, type: 'order.delivered' as const, action: '/api/x?y=1&z=2' },
    ]) {
      const html = renderUnsubscribePage(page, brand, locale);
      expect(html).toContain(`<html lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}">`);
      expect(html.slice(html.indexOf('<body>'))).not.toMatch(/[{}]/);
    }
  });

  it('keeps English as it was and writes German in German', () => {
    expect(renderUnsubscribePage({ state: 'done', type: 'order.delivered' }, brand)).toContain(
      'You will no longer get e-mails for “A delivery arrived”.',
    );
    expect(renderUnsubscribePage({ state: 'done', type: 'order.delivered' }, brand, 'de')).toContain(
      'Sie erhalten keine E-Mails mehr für „Eine Lieferung ist eingetroffen“.',
    );
  });
});
