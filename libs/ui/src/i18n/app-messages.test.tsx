import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { AppMessages } from './app-messages';
import { LocaleContext } from './locale-context';
import { clearCatalogs, RenderedCatalogsContext } from './message-store';
import { RenderedCatalogs } from './rendered-catalogs';

const CATALOG = {
  'probe.label': 'Étiquette',
  'probe.count': '{n, plural, one {# article} other {# articles}}',
  'probe.rich': 'Payer <b>maintenant</b>',
};

function Probe({ n }: { n: number }) {
  const intl = useIntl();
  return (
    <p data-testid={`probe-${n}`}>
      {intl.formatMessage({ id: 'probe.label' })}|{intl.formatMessage({ id: 'probe.count' }, { n })}|
      <FormattedMessage id="probe.rich" values={{ b: (chunks) => <b key="b">{chunks}</b> }} />|
      {intl.formatMessage({ id: 'probe.missing', defaultMessage: 'Fallback {v}' }, { v: n })}|
      {intl.formatNumber(1234.5 * n)}|
      {intl.formatNumber(0.256, { style: 'percent', maximumFractionDigits: 1 })}
    </p>
  );
}

function serverRender(rendered: RenderedCatalogs, n: number) {
  return render(
    <RenderedCatalogsContext.Provider value={rendered}>
      <LocaleContext.Provider value={{ locale: 'fr', setLocale: () => {} }}>
        <Suspense fallback="loading">
          <AppMessages app="probe" load={async () => CATALOG}>
            <Probe n={n} />
          </AppMessages>
        </Suspense>
      </LocaleContext.Provider>
    </RenderedCatalogsContext.Provider>,
  );
}

describe('a server render’s messages', () => {
  afterEach(() => clearCatalogs());

  it('formats labels, plurals, rich text, fallbacks and numbers alike on every render, and notes the ones it read', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const n of [1, 3, 1]) {
      const rendered = new RenderedCatalogs();
      const { unmount } = serverRender(rendered, n);
      const probe = await screen.findByTestId(`probe-${n}`);
      expect(probe.textContent).toBe(
        `Étiquette|${n} ${n === 1 ? 'article' : 'articles'}|Payer maintenant|Fallback ${n}|` +
          `${new Intl.NumberFormat('fr').format(1234.5 * n)}|25,6\u00a0%`,
      );
      expect(probe.querySelector('b')?.textContent).toBe('maintenant');
      expect(rendered.catalogs.probe).toEqual(CATALOG);
      unmount();
    }
    // Rich text keeps react-intl's keyed parts: no warning about keys.
    expect(error.mock.calls.flat().join('\n')).not.toMatch(/unique "key"/);
    error.mockRestore();
  });
});
