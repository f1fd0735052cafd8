import { startMailCapture } from '../../test/mail-capture.helper';
import { conversationBetween } from '../../test/messaging-helpers';
import { buyBasic, createService } from '../../test/payments-fixtures';
import { settle } from '../../test/realtime-helpers';
import { createTestApp, SignedIn, TestApp } from '../../test/test-app';

const INBOX = 'orders@shop.test';

/** Issue 63, security 6: unsubscribe links go out of date when the switch changes, and the staff inbox has its own. */
describe('unsubscribe links', () => {
  let t: TestApp;
  let capture: Awaited<ReturnType<typeof startMailCapture>>;
  let admin: SignedIn;

  beforeAll(async () => {
    capture = await startMailCapture();
    t = await createTestApp({ SMTP_URL: capture.url, ORDER_NOTIFY_EMAIL: INBOX });
    admin = await t.signIn({ admin: true });
  }, 120_000);

  afterAll(async () => {
    await t?.close();
    await capture?.close();
  }, 30_000);

  const linkOf = (mail: { text: string }) =>
    /List-Unsubscribe:\s*<([^>]+)>/
      .exec(mail.text.replace(/\r?\n\s+/g, ''))![1]!
      .slice(t.config.publicUrl.length);
  const oneClick = (path: string) => t.http().post(path).type('form').send('List-Unsubscribe=One-Click');
  const switches = async (who: SignedIn) =>
    (await who.agent.get('/api/notifications/preferences').expect(200)).body.email as Record<string, boolean>;

  async function offerMail(buyer: SignedIn, conversationId: string, description: string) {
    await admin.agent
      .post('/api/offers')
      .send({
        conversationId,
        buyerId: buyer.user.id,
        offerDetails: { description, price: 20, deliveryTime: 1 },
      })
      .expect(201);
    return capture.waitFor(buyer.user.email);
  }

  it('refuses an old link once the user switched the mail back on, and a newer mail has a working link', async () => {
    const { buyer, conversationId } = await conversationBetween(t, undefined, admin);
    const old = linkOf(await offerMail(buyer, conversationId, 'Logo'));
    expect(old).toMatch(/[?&]v=0(&|$)/);
    await oneClick(old).expect(200);
    // Repeating it (mail providers retry) is harmless while the switch is off.
    await oneClick(old).expect(200);
    expect((await switches(buyer))['offer.new']).toBe(false);

    await buyer.agent
      .put('/api/notifications/preferences')
      .send({ email: { 'offer.new': true } })
      .expect(200);
    const refused = await oneClick(old).expect(410);
    expect(refused.body).toMatchObject({ code: 'NOTIFICATION.UNSUBSCRIBE_LINK_OUT_OF_DATE' });
    expect(refused.body.settingsUrl).toMatch(/\/settings$/);
    const page = await t.http().get(old).expect(410).expect('Content-Type', /html/);
    expect(page.text).toContain('This link is out of date');
    expect(page.text).toContain('href="/settings"');
    await oneClick(old).set('Accept', 'text/html').expect(410);
    expect((await switches(buyer))['offer.new']).toBe(true);

    // The version is signed: editing it back to the current one breaks the signature.
    await oneClick(old.replace(/([?&])v=0/, '$1v=2')).expect(400);

    const fresh = linkOf(await offerMail(buyer, conversationId, 'Banner'));
    expect(fresh).toMatch(/[?&]v=2(&|$)/);
    await t.http().get(fresh).expect(200);
    await oneClick(fresh).expect(200);
    expect((await switches(buyer))['offer.new']).toBe(false);
  });

  it('signs staff-inbox mails for the inbox: unsubscribing there stops the inbox mail, not the admin’s own switch', async () => {
    const service = await createService(t, admin);
    await buyBasic(t, await t.signIn(), service);
    const mail = await capture.waitFor(INBOX);
    const link = linkOf(mail);
    expect(link).toMatch(/[?&]inbox=1(&|$)/);
    expect(link).not.toContain(admin.user.id);
    expect(mail.text).not.toContain(admin.user.id);
    const type = new URLSearchParams(link.split('?')[1]).get('type')!;

    // Made into an admin's personal link, it is refused.
    await oneClick(link.replace('inbox=1', `user=${admin.user.id}`)).expect(400);
    await oneClick(`${link}&user=${admin.user.id}`).expect(400);

    await oneClick(link).expect(200);
    expect((await switches(admin))[type]).toBe(true);
    const inboxMailsOf = (kind: string) =>
      capture.mails.filter((m) => m.to.includes(INBOX) && linkOf(m).includes(`type=${kind}&`));
    capture.mails.splice(0, capture.mails.length);
    const buyer = await t.signIn();
    await buyBasic(t, buyer, service);
    await capture.waitFor(buyer.user.email);
    await settle(1500);
    expect(inboxMailsOf(type)).toEqual([]);
  });
});
