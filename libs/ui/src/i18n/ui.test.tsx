import { render, screen } from '@testing-library/react';
import { createIntl } from 'react-intl';
import {
  fileChoiceProblem,
  IMAGE_OR_VIDEO_RULE,
  IMAGE_RULE,
  LOCALES,
  type FulfilmentJson,
  type OrderJson,
} from '@market/contracts';
import { fileChoiceProblemIn } from '../orders/file-choice';
import { LoadingBlock } from '../loading-block';
import { OrderDetails } from '../orders/order-details';
import {
  FulfilmentProgress,
  OrderTimeline,
  revisionsLeftWords,
  stageWords,
} from '../orders/order-fulfilment';
import { SectionUnavailable } from '../section-unavailable';
import { RefundsSection } from '../orders/refunds-section';
import { OrderStatusBadge, PaymentStatusBadge } from '../orders/status-badges';
import {
  hydrateWith,
  inApp,
  languagesLoaded,
  pseudo,
  renderOnServer,
  TEST_ORDER,
  UI_MESSAGES,
} from '../testing';
import { fallbackIntl } from './intl-or-default';
import { clearCatalogs, loadCatalog, loadedCatalog } from './message-store';
import { TAXONOMY_CATALOG } from './taxonomy';
import { loadUiMessages, UI_CATALOG } from './ui';

const DELIVERED: FulfilmentJson = {
  stage: 'delivered',
  dueAt: '2026-03-08T10:00:00.000Z',
  late: true,
  deliveryDays: 3,
  revisions: { allowed: 2, used: 1 },
  requirements: [],
  requirementsSubmittedAt: '2026-03-05T11:00:00.000Z',
  deliveries: [
    { _id: 'd1', message: 'First', files: [], createdAt: '2026-03-06T10:00:00.000Z' },
    { _id: 'd2', message: 'Second', files: [], createdAt: '2026-03-07T10:00:00.000Z' },
  ],
  revisionRequests: [{ message: 'Bigger', createdAt: '2026-03-06T12:00:00.000Z' }],
  autoAcceptAt: '2026-03-10T10:00:00.000Z',
  completedAt: null,
};

const REFUND = {
  _id: 'rf1',
  amount: 12.5,
  reason: 'Late',
  createdAt: '2026-03-09T10:00:00.000Z',
  creditNote: { number: 'GS-7', issuedAt: '2026-03-09T10:00:00.000Z', net: 1050, tax: 200 },
};

const ORDER: OrderJson = { ...TEST_ORDER, order_status: 'in progress', fulfilment: DELIVERED };

describe('the shared components’ catalogs', () => {
  it.each(LOCALES)('%s holds exactly the English ids, keys sorted', (locale) => {
    const keys = Object.keys(UI_MESSAGES[locale]);
    expect([...keys].sort()).toEqual(Object.keys(UI_MESSAGES.en).sort());
    expect(keys).toEqual([...keys].sort());
  });
});

describe('shared components in the page’s language', () => {
  beforeEach(() => clearCatalogs());

  it('German: order details, badges and progress; only the German catalog is loaded', async () => {
    render(
      inApp(
        'de',
        <>
          <OrderDetails order={ORDER} cancellation="-" />
          <FulfilmentProgress fulfilment={DELIVERED} viewer="buyer" />
          <RefundsSection refunds={[REFUND]} currency="EUR" onDownload={() => undefined} />
        </>,
      ),
    );
    await screen.findByRole('heading', { name: 'Kundendaten' });
    screen.getByRole('heading', { name: 'Zahlungsinformationen' });
    screen.getByText('Transaktions-ID');
    const status = screen.getByText('In Bearbeitung');
    expect(status.className).not.toContain('text-capitalize');
    screen.getByText('Bezahlt');
    screen.getByText('Überfällig');
    screen.getByText('Noch 1 von 2 Überarbeitungen übrig');
    screen.getByRole('heading', { name: 'Erstattungen' });
    screen.getByText(/^12,50\s€$/);
    screen.getByRole('button', { name: 'Gutschrift GS-7 herunterladen' });
    expect(screen.getByTestId('order-stage').textContent).toMatch(/^Geliefert: Bitte prüfen Sie bis .*2026$/);
    expect(languagesLoaded(UI_CATALOG)).toEqual(['de']);
  });

  it('Arabic: the timeline, a retry notice and a spinner', async () => {
    render(
      inApp(
        'ar',
        <>
          <OrderTimeline order={ORDER} viewer="admin" />
          <SectionUnavailable onRetry={() => undefined} />
          <LoadingBlock />
        </>,
      ),
    );
    await screen.findByRole('list', { name: 'السجل الزمني' });
    screen.getByText('تم تقديم الطلب ودفع قيمته');
    screen.getByText(/^تسليم جديد \([2٢]\)$/);
    screen.getByText('طلب المشتري تعديلًا');
    screen.getByText('هذا القسم غير متاح مؤقتًا');
    screen.getByRole('button', { name: 'إعادة المحاولة' });
    screen.getByText('جارٍ التحميل…');
  });

  it('the pseudo-locale: made from English, accented and longer', async () => {
    render(inApp('en-XA', <SectionUnavailable onRetry={() => undefined} />));
    await screen.findByText(pseudo('This section is temporarily unavailable'));
    expect(pseudo('Retry')).toMatch(/^\[Ŕéţŕý ~+\]$/);
    screen.getByRole('button', { name: pseudo('Retry') });
  });

  it('a server render records the shared messages it used; the page hydrates with them, then fetches the rest', async () => {
    await loadCatalog(UI_CATALOG, 'fr', loadUiMessages);
    const { view: first, rendered } = renderOnServer(inApp('fr', <OrderStatusBadge status="pending" />));
    await screen.findByText('En attente');
    // Only what the page showed is inlined, not every shared component's text.
    expect(rendered.catalogs[UI_CATALOG]).toEqual({ 'ui.orderStatus.pending': 'En attente' });
    first.unmount();

    const load = hydrateWith('fr', rendered, 'checkout', <PaymentStatusBadge status="refunded" />);
    expect(loadedCatalog(TAXONOMY_CATALOG, 'fr')).toBeDefined();
    // A message the server did not use shows once the whole shared catalog is in (the app's own
    // catalog is fetched too).
    await screen.findByText('Remboursé');
    expect(load).toHaveBeenCalledWith('fr');
  });
});

describe('shared components without a provider (an app’s unit test): English, as before', () => {
  it('badges keep the API’s words, capitalised by CSS', () => {
    render(<OrderStatusBadge status="in progress" />);
    expect(screen.getByText('in progress').className).toContain('text-capitalize');
  });

  it('order details, progress and spinner', () => {
    render(
      <>
        <OrderDetails order={ORDER} cancellation="None" />
        <FulfilmentProgress fulfilment={DELIVERED} viewer="admin" />
        <LoadingBlock />
      </>,
    );
    screen.getByRole('heading', { name: 'Customer Details' });
    screen.getByText('1 of 2 revisions left');
    screen.getByText('Late');
    expect(screen.getByTestId('order-stage').textContent).toBe('Delivered: buyer reviews it by Mar 10, 2026');
    screen.getByText('Loading…');
  });

  it('the words outside a component, with the English fallback intl', () => {
    expect(stageWords(fallbackIntl, { ...DELIVERED, autoAcceptAt: null }, 'buyer')).toBe('Delivered');
    expect(stageWords(fallbackIntl, { ...DELIVERED, stage: 'requirements' }, 'admin')).toBe(
      'Waiting for the buyer’s requirements',
    );
    expect(revisionsLeftWords(fallbackIntl, { ...DELIVERED, revisions: { allowed: 1, used: 0 } })).toBe(
      '1 of 1 revisions left',
    );
  });
});

describe('the words outside a component, in the reader’s language', () => {
  it('German agrees with the number of revisions allowed', () => {
    const de = createIntl({ locale: 'de', messages: UI_MESSAGES.de });
    const left = (allowed: number, used: number) =>
      revisionsLeftWords(de, { ...DELIVERED, revisions: { allowed, used } });
    expect(left(1, 0)).toBe('Noch 1 von 1 Überarbeitung übrig');
    expect(left(3, 3)).toBe('Noch 0 von 3 Überarbeitungen übrig');
    expect(stageWords(de, { ...DELIVERED, stage: 'working' }, 'buyer')).toBe('In Arbeit');
  });
});

describe('fileChoiceProblemIn', () => {
  const MB = 1024 * 1024;
  const files = [
    { name: 'setup.exe', type: 'application/x-msdownload', size: 10 },
    { name: 'a.png', type: 'image/png', size: 6 * MB },
    { name: 'big.mp4', type: 'video/mp4', size: 50.5 * MB },
    { name: 'ok.png', type: 'image/png', size: MB },
  ];

  it('says in English exactly what @market/contracts says', () => {
    for (const rule of [IMAGE_RULE, IMAGE_OR_VIDEO_RULE, { types: [], kinds: 'any file', maxBytes: 5 * MB }])
      for (const file of files)
        expect(fileChoiceProblemIn(fallbackIntl, file, rule)).toBe(fileChoiceProblem(file, rule));
  });

  it('in the reader’s language', () => {
    const de = createIntl({ locale: 'de', messages: UI_MESSAGES.de });
    expect(fileChoiceProblemIn(de, files[1]!, IMAGE_RULE)).toBe(
      'a.png ist 6 MB groß: Dateien dürfen höchstens 5 MB groß sein',
    );
    expect(fileChoiceProblemIn(de, files[2]!, IMAGE_OR_VIDEO_RULE)).toBe(
      'big.mp4 ist 50,5 MB groß: Dateien dürfen höchstens 50 MB groß sein',
    );
    const fr = createIntl({ locale: 'fr', messages: UI_MESSAGES.fr });
    expect(fileChoiceProblemIn(fr, files[0]!, IMAGE_RULE)).toBe(
      'setup.exe n’est pas une image JPEG, PNG, WebP ou GIF : envoyez une image JPEG, PNG, WebP ou GIF',
    );
  });
});
