import { EARLY_EVENTS_GLOBAL, EARLY_EVENTS_SCRIPT, type EarlyEvents } from '@market/contracts';
import { markChromeHydrated, markHydrated } from './hydration';

/** A page as the server sends it: the contract in the head, #root marked data-hydrating. */
function serverPage() {
  document.body.innerHTML = `<div id="root" data-hydrating>
    <a href="#elsewhere" id="link">Blog</a>
    <button type="button" id="order">Order <span id="label">Now</span></button>
    <a role="tab" href="#" id="tab">premium</a>
    <button type="button" id="disabled" disabled>Later</button>
    <form id="coupon"><input id="code" value="" /><button id="apply">Apply</button></form>
    <select id="sort"><option value="new">Newest</option><option value="price">Price</option></select>
  </div><button type="button" id="outside">Outside</button>`;
  // The inline script as the browser runs it.
  new Function(EARLY_EVENTS_SCRIPT)();
  return (window as unknown as Record<string, EarlyEvents>)[EARLY_EVENTS_GLOBAL];
}

const byId = (id: string) => document.getElementById(id) as HTMLElement;

/** The replay's two tasks: the options chosen before are chosen again, then the taps and submits. */
async function replayed(): Promise<void> {
  for (let task = 0; task < 2; task += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

/** A person choosing an option: the browser sets it, then fires `input` and `change`. */
function choose(select: HTMLSelectElement, value: string): void {
  select.value = value;
  select.dispatchEvent(new Event('input', { bubbles: true }));
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

/**
 * A server page whose first `input` makes the app hydrate it at once, as React does (setting the
 * select back to the option of its state when `setsBack`): the select, and the changes the app sees.
 */
function hydratedByInput({ setsBack }: { setsBack: boolean }) {
  serverPage();
  const select = byId('sort') as HTMLSelectElement;
  const changes: string[] = [];
  byId('root').addEventListener('input', () => {
    if (setsBack) select.value = 'new';
    select.addEventListener('change', () => changes.push(select.value));
    markHydrated();
  });
  return { select, changes };
}

/**
 * The server page's select and the changes the app sees of it once `hydrate` has marked the page
 * hydrated and called the shell's replay (the app's listener comes with hydration).
 */
function selectReplayedOnHydration() {
  const contract = serverPage();
  const select = byId('sort') as HTMLSelectElement;
  const changes: string[] = [];
  const hydrate = () => {
    select.addEventListener('change', () => changes.push(select.value));
    byId('root').removeAttribute('data-hydrating');
    contract.replay();
  };
  return { select, changes, hydrate };
}

describe('the early-event contract', () => {
  it('holds taps and submits made before hydration; the shell replays them, in order, once hydrated', async () => {
    serverPage();
    const seen: string[] = [];
    const note = (event: Event) => {
      const target = event.currentTarget as HTMLElement;
      seen.push(`${event.type} ${target.id}`);
      if (event.type === 'submit') event.preventDefault();
    };
    // The app's handlers, as if hydration had attached them (they see nothing before).
    for (const id of ['order', 'tab', 'outside']) byId(id).addEventListener('click', note);
    byId('coupon').addEventListener('submit', note);

    byId('tab').click();
    byId('label').click();
    byId('apply').click();
    byId('outside').click();
    expect(seen).toEqual(['click outside']);

    markHydrated();
    // Tasks later: the app renders what was typed and chosen first.
    expect(seen).toEqual(['click outside']);
    await replayed();
    expect(seen).toEqual(['click outside', 'click tab', 'click order', 'submit coupon']);
    // Not held any more: a tap now goes straight to the app.
    byId('order').click();
    expect(seen.at(-1)).toBe('click order');
  });

  it("answers a tap on the shell's part once the shell has hydrated; a remote area's waits for the area", async () => {
    document.body.innerHTML = `<div id="root" data-hydrating>
      <button type="button" id="menu">Menu</button>
      <section data-remote="catalog"><button type="button" id="order">Order Now</button></section>
    </div>`;
    new Function(EARLY_EVENTS_SCRIPT)();
    const seen: string[] = [];
    for (const id of ['menu', 'order']) byId(id).addEventListener('click', () => seen.push(id));
    byId('order').click();
    byId('menu').click();

    markChromeHydrated();
    await replayed();
    expect(seen).toEqual(['menu']);
    // Now the menu answers at once; the area's controls are still held.
    byId('menu').click();
    byId('order').click();
    expect(seen).toEqual(['menu', 'menu']);

    markHydrated();
    await replayed();
    expect(seen).toEqual(['menu', 'menu', 'order', 'order']);
  });

  it("shows a held tap's dialog frame at once, and hides it just before the app opens its own", async () => {
    document.body.innerHTML = `<div id="root" data-hydrating><section data-remote="catalog">
      <button type="button" id="order" data-early-open="pending">Order Now</button>
      <div id="pending" data-early-frame hidden><div role="dialog" id="dialog" tabindex="-1">
        <button type="button" id="close" data-early-dismiss>Close</button>
      </div></div>
    </section></div>`;
    new Function(EARLY_EVENTS_SCRIPT)();
    const frameHiddenAtClick: boolean[] = [];
    byId('order').addEventListener('click', () => frameHiddenAtClick.push(byId('pending').hidden));

    byId('order').click();
    expect(byId('pending').hidden).toBe(false);
    expect(document.activeElement).toBe(byId('dialog'));
    expect(frameHiddenAtClick).toEqual([]);

    markHydrated();
    await replayed();
    expect(frameHiddenAtClick).toEqual([true]);
  });

  it('closes a dialog frame on its dismiss control and forgets the tap that opened it', async () => {
    document.body.innerHTML = `<div id="root" data-hydrating><section data-remote="catalog">
      <button type="button" id="order" data-early-open="pending">Order Now</button>
      <div id="pending" data-early-frame hidden><button type="button" id="close" data-early-dismiss>Close</button></div>
    </section></div>`;
    new Function(EARLY_EVENTS_SCRIPT)();
    const seen: string[] = [];
    for (const id of ['order', 'close']) byId(id).addEventListener('click', () => seen.push(id));

    byId('order').click();
    byId('close').click();
    expect(byId('pending').hidden).toBe(true);

    markHydrated();
    await replayed();
    expect(seen).toEqual([]);
  });

  it('selects a held tab at once and shows what it controls; the tap is still replayed', async () => {
    document.body.innerHTML = `<div id="root" data-hydrating><section data-remote="catalog">
      <div role="tablist">
        <a role="tab" href="#" id="basic" class="nav-link active" aria-selected="true" data-early-shows="basic-panel basic-total">basic</a>
        <a role="tab" href="#" id="premium" class="nav-link" aria-selected="false" data-early-shows="premium-panel premium-total">premium</a>
      </div>
      <div role="tabpanel" id="basic-panel">Essentials</div><div role="tabpanel" id="premium-panel" hidden>Everything</div>
      <strong id="basic-total">$40.00</strong><strong id="premium-total" hidden>$90.00</strong>
    </section></div>`;
    new Function(EARLY_EVENTS_SCRIPT)();
    const seen: string[] = [];
    byId('premium').addEventListener('click', () => seen.push('premium'));

    byId('premium').click();
    expect(byId('premium').getAttribute('aria-selected')).toBe('true');
    expect(byId('premium').classList.contains('active')).toBe(true);
    expect(byId('basic').getAttribute('aria-selected')).toBe('false');
    expect(byId('basic').classList.contains('active')).toBe(false);
    expect(['premium-panel', 'premium-total'].map((id) => byId(id).hidden)).toEqual([false, false]);
    expect(['basic-panel', 'basic-total'].map((id) => byId(id).hidden)).toEqual([true, true]);
    expect(seen).toEqual([]);

    markHydrated();
    await replayed();
    expect(seen).toEqual(['premium']);
  });

  it('leaves links and disabled controls to the browser', () => {
    serverPage();
    const link = new MouseEvent('click', { bubbles: true, cancelable: true });
    byId('link').dispatchEvent(link);
    expect(link.defaultPrevented).toBe(false);
    const disabled = new MouseEvent('click', { bubbles: true, cancelable: true });
    byId('disabled').dispatchEvent(disabled);
    expect(disabled.defaultPrevented).toBe(false);
  });

  it('hands text typed before hydration to the app as a change before replaying', () => {
    const contract = serverPage();
    const field = byId('code') as HTMLInputElement;
    field.value = 'WELCOME10';
    const inputs: string[] = [];
    field.addEventListener('input', () => inputs.push(field.value));
    byId('root').removeAttribute('data-hydrating');
    contract.replay();
    expect(inputs).toEqual(['WELCOME10']);
    expect(field.value).toBe('WELCOME10');
  });

  it('hands an option chosen before hydration to the app as a change, a task later', async () => {
    const { select, changes, hydrate } = selectReplayedOnHydration();
    choose(select, 'price');
    hydrate();
    expect(changes).toEqual([]);
    await replayed();
    expect(changes).toEqual(['price']);
    expect(select.value).toBe('price');
  });

  it('hands over the option chosen before hydration even when the app set the select back', async () => {
    const { select, changes, hydrate } = selectReplayedOnHydration();
    choose(select, 'price');
    // React saw that change half-hydrated, its navigation was dropped and the select set back.
    select.value = 'new';
    hydrate();
    await replayed();
    expect(changes).toEqual(['price']);
    expect(select.value).toBe('price');
  });

  it('chooses again an option whose first event made the page hydrate and set it back before its own change', async () => {
    const { select, changes } = hydratedByInput({ setsBack: true });
    choose(select, 'price');
    expect(changes).toEqual(['new']);
    await replayed();
    expect(changes).toEqual(['new', 'price']);
    expect(select.value).toBe('price');
  });

  it('does not choose again an option whose own change reached the app with it', async () => {
    const { select, changes } = hydratedByInput({ setsBack: false });
    choose(select, 'price');
    await replayed();
    expect(changes).toEqual(['price']);
  });

  it('leaves a select nobody chose alone (its value may be the browser restoring a form)', async () => {
    const { select, changes, hydrate } = selectReplayedOnHydration();
    select.value = 'price';
    hydrate();
    await replayed();
    expect(changes).toEqual([]);
  });
});
