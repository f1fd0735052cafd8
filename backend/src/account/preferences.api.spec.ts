import type { NotificationPageJson, UserPreferencesJson } from '@market/contracts';
import { mailParts } from '../../test/mime-text.helper';
import { openOrderShop, OrderShop } from '../../test/order-fixtures';
import { buyBasic, waitFor } from '../../test/payments-fixtures';
import { SignedIn, TestApp } from '../../test/test-app';

// An API app on a busy machine.
jest.setTimeout(300_000);

/** The language and currency of an account, and the shop speaking it: its mails and its bell. */
describe('preferences', () => {
  let shop: OrderShop;
  let t: TestApp;

  beforeAll(async () => {
    shop = await openOrderShop({ SHOP_CURRENCY: 'USD' }, () => ({}));
    t = shop.t;
  }, 180_000);
  afterAll(() => shop?.close());

  const preferencesOf = async (user: SignedIn) =>
    (await user.agent.get('/api/me/preferences').expect(200)).body as UserPreferencesJson;

  it('answers English and the shop currency for a new account; stores a language and a currency', async () => {
    const user = await t.signIn();
    expect(await preferencesOf(user)).toEqual({ locale: 'en', currency: 'USD' });
    const put = await user.agent
      .put('/api/me/preferences')
      .send({ locale: 'de', currency: 'EUR' })
      .expect(200);
    expect(put.body).toEqual({ locale: 'de', currency: 'EUR' });
    expect(await preferencesOf(user)).toEqual({ locale: 'de', currency: 'EUR' });
    // One of the two alone leaves the other; the shop's own currency is a choice too.
    await user.agent
      .put('/api/me/preferences')
      .send({ locale: 'ar' })
      .expect(200, { locale: 'ar', currency: 'EUR' });
    await user.agent
      .put('/api/me/preferences')
      .send({ currency: 'USD' })
      .expect(200, { locale: 'ar', currency: 'USD' });
    await user.agent
      .put('/api/me/preferences')
      .send({ currency: 'JPY' })
      .expect(200, { locale: 'ar', currency: 'JPY' });
  });

  it('refuses a bad language or currency with a 400 naming the field, and changes nothing', async () => {
    const user = await t.signIn();
    await user.agent.put('/api/me/preferences').send({ locale: 'fr', currency: 'GBP' }).expect(200);
    const bad: Array<[unknown, string]> = [
      [{ locale: 'xx' }, 'locale'],
      [{ locale: 'en-XA' }, 'locale'],
      [{ locale: 'DE' }, 'locale'],
      [{ locale: 42 }, 'locale'],
      [{ locale: 'de', currency: 'eur' }, 'currency'],
      [{ locale: 'de', currency: 'EURO' }, 'currency'],
      [{ locale: 'de', currency: 'XYZ' }, 'currency'],
      [{ locale: 'de', currency: 'BTC' }, 'currency'],
      [{ currency: 12 }, 'currency'],
      [{ currency: null }, 'currency'],
      [{ locale: 'de', theme: 'dark' }, 'theme'],
      [[], 'body'],
    ];
    for (const [body, field] of bad) {
      const res = await user.agent
        .put('/api/me/preferences')
        .send(body as object)
        .expect(400);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.body.statusCode).toBe(400);
      expect(JSON.stringify(res.body)).toContain(field);
    }
    expect(await preferencesOf(user)).toEqual({ locale: 'fr', currency: 'GBP' });
  });

  it('is for signed-in people only', async () => {
    await t.http().get('/api/me/preferences').expect(401);
    await t.http().put('/api/me/preferences').send({ locale: 'de' }).expect(401);
  });

  it('gives a new account the language its visitor chose (the `locale` cookie), English for anything else', async () => {
    const register = async (cookie: string) => {
      const username = `pref${Date.now()}${Math.floor(Math.random() * 1000)}`;
      const password = 'correct-horse-battery-9';
      await t
        .http()
        .post('/api/auth/register')
        .set('Cookie', cookie)
        .send({ username, email: `${username}@example.com`, password, country: 'Germany' })
        .expect(201);
      const agent = t.http();
      const login = await t.http().post('/api/auth/login').send({ username, password }).expect(200);
      const session = login.headers['set-cookie'] as unknown as string[];
      return (await agent.get('/api/me/preferences').set('Cookie', session).expect(200))
        .body as UserPreferencesJson;
    };
    expect((await register('locale=fr')).locale).toBe('fr');
    expect((await register('locale=xx')).locale).toBe('en');
    expect((await register('color-mode=dark')).locale).toBe('en');
  });

  it("mails a German buyer's receipt in German, both parts, with the amount written the German way", async () => {
    const buyer = await t.signIn();
    await buyer.agent.put('/api/me/preferences').send({ locale: 'de' }).expect(200);
    const order = await buyBasic(t, buyer, shop.withoutQuestions);
    const mail = await waitFor(async () =>
      shop.smtp.mails
        .map((m) => ({ to: m.to, ...mailParts(m.raw) }))
        .find((m) => m.to.includes(buyer.user.email) && m.subject.includes('bestätigt')),
    );
    expect(mail.subject).toBe(`Ihre Bestellung bei ${t.config.brandName} ist bestätigt`);
    expect(mail.text).toContain(`Hallo ${buyer.user.username},`);
    expect(mail.text).toContain('Vielen Dank für Ihren Kauf von');
    expect(mail.text).toContain('Gezahlter Betrag: 40,00\u00a0$');
    expect(mail.text).toContain(`Bestellung: ${order._id}`);
    expect(mail.text).toMatch(/Die Arbeit hat begonnen und ist bis .+ fällig\./);
    expect(mail.text).toContain(
      `Verfolgen Sie Ihre Bestellung unter ${t.config.publicUrl}/orders/${order._id}`,
    );
    expect(mail.html).toContain('<html lang="de" dir="ltr">');
    expect(mail.html).toContain('Vielen Dank für Ihren Kauf von <strong>');
    expect(mail.html).toContain('>Bestellung verfolgen</a>');
    expect(`${mail.text}${mail.html}`).not.toMatch(/Thank you|Amount paid|Follow your order/);
  });

  it('tells an Arabic buyer of the payment in Arabic in the bell, an English one in English', async () => {
    const arabic = await t.signIn();
    await arabic.agent.put('/api/me/preferences').send({ locale: 'ar' }).expect(200);
    const english = await t.signIn();
    await buyBasic(t, arabic, shop.withoutQuestions);
    await buyBasic(t, english, shop.withoutQuestions);
    const bell = async (user: SignedIn, type: string) =>
      waitFor(async () => {
        const page = (await user.agent.get('/api/notifications').expect(200)).body as NotificationPageJson;
        return page.items.find((item) => item.type === type);
      });
    const paid = await bell(arabic, 'order.payment_confirmed');
    expect(paid.title).toBe('تم تأكيد الدفع');
    expect(paid.body).toMatch(/^تم تأكيد دفعتك البالغة .*40\.00.* مقابل .+\.$/);
    const started = await bell(arabic, 'order.work_started');
    expect(started.title).toBe('بدأ العمل');
    expect((await bell(english, 'order.payment_confirmed')).body).toMatch(
      /^Your payment of \$40\.00 for .+ is confirmed\.$/,
    );
  });
});
