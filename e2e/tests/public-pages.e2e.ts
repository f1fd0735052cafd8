import type { BrowserContext, Page } from 'playwright-core';
import { DESKTOP, newContext, PHONE, switchColorMode, waitForHydration } from '../src/browser';
import { DEMO_BUYER, signInThroughForm } from '../src/accounts';
import { serverAndBrowser } from '../src/harness';

const e2e = serverAndBrowser();
let servicePath: string;
let serviceTitle: string;

beforeAll(async () => {
  const [service] = (await (
    await fetch(`${e2e.server.url}/api/services?subcategory=logo-design`)
  ).json()) as {
    _id: string;
    subCategory: string;
    title: string;
  }[];
  servicePath = `/${service.subCategory}/${service._id}`;
  serviceTitle = service.title;
}, 180_000);

/** Each page with the heading its first HTML shows and the text the mounted app shows. */
function pages(): { path: string; heading: string; mounted: string }[] {
  return [
    { path: '/', heading: 'Find the right freelancer service, right away', mounted: 'Made on Gigly' },
    { path: '/graphics-design', heading: 'Graphics & Design', mounted: 'Featured in Graphics & Design' },
    { path: '/graphics-design/logo-design', heading: 'Logo Design', mounted: 'Logo Design' },
    { path: servicePath, heading: serviceTitle, mounted: 'About this service' },
    { path: '/blog', heading: 'Voices Behind the Screen', mounted: 'Our Blogs' },
  ];
}

/** What a page was as its HTML was parsed, before any script of the app ran. */
interface ParsedPage {
  heading: Element | null;
  mode: string | null;
}

/** A phone context whose pages note their ParsedPage (see serverHeadingKept, parsedMode). */
async function phoneContextNotingParsedPage(): Promise<BrowserContext> {
  const context = await newContext(e2e.browser, e2e.server.url, { viewport: PHONE });
  await context.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      (window as unknown as { parsedPage: ParsedPage }).parsedPage = {
        heading: document.querySelector('h1'),
        mode: document.documentElement.getAttribute('data-bs-theme'),
      };
    });
  });
  return context;
}

/** The colour mode (`data-bs-theme`) of the page's HTML as the server sent it. */
function parsedMode(page: Page): Promise<string | null> {
  return page.evaluate(() => (window as unknown as { parsedPage: ParsedPage }).parsedPage.mode);
}

/** Whether the page still shows the h1 element of the server's HTML: hydration kept it. */
function serverHeadingKept(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const { heading } = (window as unknown as { parsedPage: ParsedPage }).parsedPage;
    return heading !== null && heading === document.querySelector('h1');
  });
}

/**
 * The page's uncaught errors and console errors and warnings, collected as they come. A visitor's
 * session check answers 401 by design (the shell asks once at start): `visitor` leaves it out.
 */
function problemsOf(page: Page, { visitor }: { visitor: boolean }): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    if (visitor && message.location().url.endsWith('/api/auth/me')) return;
    problems.push(`${page.url()}: ${message.type()} ${message.text()}`);
  });
  return problems;
}

/**
 * A page's HTML without its inlined message catalogs: they hold the shop's words, some with an
 * amount in them (the error texts' "smallest payment of $0.50"), never anyone's price.
 */
const withoutCatalogs = (html: string) =>
  html.replace(/<script type="application\/json" id="ssr-messages">[\s\S]*?<\/script>/, '');

/** Every JSON-LD block of a page, parsed. */
function jsonLdOf(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]) as Record<string, unknown>,
  );
}

/** The first HTML of a path as a crawler gets it (redirects not followed). */
async function firstHtml(path: string): Promise<{ status: number; location: string | null; html: string }> {
  const response = await fetch(`${e2e.server.url}${path}`, { redirect: 'manual' });
  return { status: response.status, location: response.headers.get('location'), html: await response.text() };
}

test("each page's head is its own page's: title, description, canonical URL, Open Graph and structured data", async () => {
  const origin = e2e.server.url;
  const service = await firstHtml(servicePath);
  expect(service.status).toBe(200);
  const escapedTitle = serviceTitle.replace(/&/g, '&amp;');
  expect(service.html).toContain(`<title>${escapedTitle} | Gigly</title>`);
  expect(service.html.match(/<title>/g)).toHaveLength(1);
  expect(service.html.match(/name=["]?description/g)).toHaveLength(1);
  expect(service.html).toContain(`<link rel="canonical" href="${origin}${servicePath}" />`);
  expect(service.html).toContain('<meta property="og:type" content="product" />');
  const [breadcrumb, serviceLd] = jsonLdOf(service.html);
  expect((breadcrumb.itemListElement as Array<{ item: string }>).map((i) => i.item)).toEqual([
    `${origin}/`,
    `${origin}/graphics-design`,
    `${origin}/graphics-design/logo-design`,
    `${origin}${servicePath}`,
  ]);
  expect(serviceLd).toMatchObject({
    '@type': 'Service',
    name: serviceTitle,
    category: 'Graphics & Design > Logo Design',
    url: `${origin}${servicePath}`,
  });
  expect(serviceLd.offers).toBeUndefined();

  const landing = await firstHtml('/graphics-design');
  expect(landing.html).toContain('<title>Graphics &amp; Design | Gigly</title>');
  expect(jsonLdOf(landing.html).map((ld) => ld['@type'])).toEqual(['BreadcrumbList']);
  const home = await firstHtml('/');
  expect(home.html).toContain(`<link rel="canonical" href="${origin}/" />`);
  expect(jsonLdOf(home.html).map((ld) => ld['@type'])).toEqual(['Organization', 'WebSite']);
  const search = await firstHtml('/search?query=logo');
  expect(search.html).toContain('<meta name="robots" content="noindex, follow" />');

  const [blog] = (await (await fetch(`${origin}/api/blogs`)).json()) as { _id: string; title: string }[];
  const post = await firstHtml(`/blog/${blog._id}`);
  expect(post.html).toContain('<meta property="og:type" content="article" />');
  expect(jsonLdOf(post.html)[0]).toMatchObject({ '@type': 'BlogPosting', url: `${origin}/blog/${blog._id}` });
});

test('a page that is not there is a 404 with the not-found page; other spellings move with 301', async () => {
  for (const path of [
    '/no-such-page',
    '/graphics-design/no-such-sub',
    '/digital-marketing/video-editing',
    '/logo-design/00000000-0000-4000-8000-000000000000',
    '/logo-design/not-an-id',
    '/blog/00000000-0000-4000-8000-000000000000',
  ]) {
    const { status, html } = await firstHtml(path);
    expect([path, status]).toEqual([path, 404]);
    expect(html).toContain('Oops! Page Not Found');
    expect(html).toContain('<meta name="robots" content="noindex" />');
  }
  const id = servicePath.split('/')[2];
  const [blog] = (await (await fetch(`${e2e.server.url}/api/blogs`)).json()) as { _id: string }[];
  for (const [path, location] of [
    ['/video-animation/video-editing?x=1', '/video-Animation/video-editing?x=1'],
    ['/Graphics-Design', '/graphics-design'],
    [`/wordpress/${id}`, servicePath],
    [`/logo-design/${id.toUpperCase()}`, servicePath],
    [`/blog/${blog._id.toUpperCase()}`, `/blog/${blog._id}`],
  ]) {
    const answer = await firstHtml(path);
    expect([path, answer.status, answer.location]).toEqual([path, 301, location]);
  }
  expect((await firstHtml('/digital-marketing/explainer-videos')).status).toBe(200);
  // A screen drawn in the browser: the plain shell, no server render.
  const signIn = await firstHtml('/auth/sign-in');
  expect(signIn.status).toBe(200);
  expect(signIn.html).not.toContain('data-hydrating');
});

test('the first HTML of each public page shows its content before any script runs', async () => {
  const context = await newContext(e2e.browser, e2e.server.url, {
    viewport: PHONE,
    javaScriptEnabled: false,
  });
  const page = await context.newPage();
  for (const { path, heading } of pages()) {
    const response = await page.goto(path);
    expect([path, response?.status()]).toEqual([path, 200]);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  }
  const missing = await page.goto('/no-such-page');
  expect(missing?.status()).toBe(404);
  await page.getByRole('heading', { name: 'Oops! Page Not Found' }).waitFor();
  await context.close();
});

test('the app then hydrates each page, keeping the server elements, with no console error or warning', async () => {
  const context = await phoneContextNotingParsedPage();
  const page = await context.newPage();
  const problems = problemsOf(page, { visitor: true });
  for (const { path, mounted } of pages()) {
    await page.goto(path);
    await page.getByText(mounted, { exact: false }).first().waitFor();
    expect([path, await serverHeadingKept(page)]).toEqual([path, true]);
    await page.waitForLoadState('networkidle');
  }
  expect(problems).toEqual([]);
  await context.close();
});

test("a service page's server-rendered HTML is the app's page, with its data and no price", async () => {
  const service = (await (
    await fetch(`${e2e.server.url}/api/services/single-service/${servicePath.split('/')[2]}`)
  ).json()) as {
    desc: string;
    packages: { title?: string; name: string }[];
  };
  const html = await (await fetch(`${e2e.server.url}${servicePath}`)).text();
  const root = html.slice(html.indexOf('<div id="root"'), html.indexOf('id="ssr-loads"'));
  expect(root).toContain('data-hydrating');
  // The app's own markup: its header, the purchase panel's package tabs and the service text.
  expect(root).toContain('Skip to content');
  for (const tab of ['basic', 'standard', 'premium']) expect(root).toContain(`>${tab}</a>`);
  expect(root).toContain('About this service');
  expect(root).toContain(service.desc.slice(0, 40).replace(/&/g, '&amp;'));
  // A visitor sees no prices: the total reads N/A and no amount is in the page or its data.
  expect(root).toContain('N/A');
  expect(withoutCatalogs(html)).not.toMatch(/\$\s?\d/);
  const data = html.slice(html.indexOf('id="ssr-loads">') + 'id="ssr-loads">'.length);
  const loads = JSON.parse(data.slice(0, data.indexOf('</script>'))) as Record<string, unknown>;
  expect(JSON.stringify(loads)).not.toMatch(/"(regularPrice|salePrice)":/);
});

test("a service page's largest image comes first; the scripts hydration needs are fetched beside it at low priority", async () => {
  const context = await newContext(e2e.browser, e2e.server.url, { viewport: PHONE });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  // A phone's network (bench/mobile.mjs), so what is fetched first shows in what arrives first.
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  const requests = new Map<string, { path: string; priority: string; asked: number; arrived?: number }>();
  let order = 0;
  cdp.on('Network.requestWillBeSent', (event) =>
    requests.set(event.requestId, {
      path: new URL(event.request.url).pathname,
      priority: event.request.initialPriority,
      asked: (order += 1),
    }),
  );
  cdp.on('Network.loadingFinished', (event) => {
    const request = requests.get(event.requestId);
    if (request) request.arrived = order += 1;
  });
  // Over the phone's network on a CI machine busy with the backend's specs, the load event took
  // past 30 s once (2.5 s alone).
  await page.goto(servicePath, { timeout: 90_000 });
  await page.getByText('About this service').first().waitFor();
  await page.waitForLoadState('networkidle');
  const image = await page.evaluate(
    () => new URL(document.querySelector<HTMLImageElement>('img[fetchpriority="high"]')!.currentSrc).pathname,
  );
  const all = [...requests.values()];
  const imageRequest = all.find((request) => request.path === image);
  expect(['VeryHigh', 'High']).toContain(imageRequest?.priority);
  // Every chunk the page starts with is asked for at low priority without waiting for the app to
  // ask: the shell's by the first HTML (before the entry arrives), the remote's as soon as the
  // shell's have arrived (before the shell's app starts asking: its session request); and the
  // image arrives before them.
  const chunks = all.filter(
    (request) => /\.js$/.test(request.path) && !/^\/(main|boot)\./.test(request.path),
  );
  const remote = chunks.filter((chunk) => chunk.path.startsWith('/remotes/'));
  const shell = chunks.filter((chunk) => !chunk.path.startsWith('/remotes/'));
  expect(remote.map((chunk) => chunk.path)).toContain('/remotes/catalog/remoteEntry.js');
  expect(chunks.filter((chunk) => chunk.priority !== 'Low')).toEqual([]);
  const entry = all.find((request) => /^\/main\./.test(request.path));
  expect(shell.filter((chunk) => chunk.asked > (entry?.arrived ?? 0))).toEqual([]);
  const shellArrived = Math.max(...shell.map((chunk) => chunk.arrived ?? Infinity));
  const session = all.find((request) => request.path === '/api/auth/session');
  expect(
    remote.filter((chunk) => chunk.asked < shellArrived || chunk.asked > (session?.asked ?? Infinity)),
  ).toEqual([]);
  expect(imageRequest?.arrived).toBeLessThan(Math.max(...chunks.map((chunk) => chunk.arrived ?? 0)));
  await context.close();
});

test("each page's first view is painted by its inlined rules as the whole stylesheet paints it", async () => {
  // The first view as painted before boot.js runs: only the inlined rules (the <noscript>
  // stylesheet is not let through).
  const context = await newContext(e2e.browser, e2e.server.url, {
    viewport: PHONE,
    javaScriptEnabled: false,
  });
  const page = await context.newPage();
  await page.route(/\.css$/, (route) => route.abort());
  /** Box, colour and font of every element in the first screen of #root. */
  const firstScreen = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('#root *')].flatMap((element) => {
        const box = element.getBoundingClientRect();
        if (box.top > window.innerHeight) return [];
        const style = getComputedStyle(element);
        const { tagName, className } = element as HTMLElement;
        return [
          `${tagName}.${String(className)} ${[box.x, box.y, box.width, box.height].map(Math.round).join(',')} ` +
            `${style.color} ${style.backgroundColor} ${style.fontSize} ${style.fontWeight} ${style.display}`,
        ];
      }),
    );
  for (const [path, viewport] of pages().flatMap(({ path }) => [
    [path, PHONE] as const,
    [path, DESKTOP] as const,
  ])) {
    await page.setViewportSize(viewport);
    await page.goto(path);
    const html = await page.content();
    expect(html).toContain('<style id="critical-css">');
    // No stylesheet but the one for browsers without JavaScript holds the first paint back.
    expect(html.replace(/<noscript>[\s\S]*?<\/noscript>/g, '')).not.toMatch(/<link[^>]*rel="?stylesheet/);
    const inlined = await firstScreen();
    const href = await page.getAttribute('link[rel="preload"][as="style"]', 'href');
    // The whole stylesheet, fetched beside the page and put in as a <style> element: it applies
    // at once (a <link> added to a page without JavaScript sometimes never applied on a loaded
    // machine). The stylesheet's only url()s are data: URIs, so it means the same inline.
    const response = await context.request.get(href!);
    expect([href, response.status()]).toEqual([href, 200]);
    const whole = await response.text();
    // (addStyleTag needs the page's own scripts.)
    await page.evaluate((text) => {
      const style = document.createElement('style');
      style.textContent = text;
      document.head.append(style);
    }, whole);
    const styled = await firstScreen();
    expect([path, inlined.length > 20]).toEqual([path, true]);
    expect(inlined.filter((line, i) => line !== styled[i])).toEqual([]);
  }
  await context.close();
});

test('a visitor who chose dark mode gets every page dark from its first HTML, hydrated without a warning', async () => {
  const context = await phoneContextNotingParsedPage();
  const page = await context.newPage();
  const problems = problemsOf(page, { visitor: true });
  await page.goto('/');
  // As a person would: on once the page shows dark (a tap before hydration is answered after it).
  await switchColorMode(page, 'dark');
  for (const path of ['/graphics-design', servicePath, '/blog']) {
    await page.goto(path);
    expect([path, await parsedMode(page)]).toEqual([path, 'dark']);
    await page.getByRole('button', { name: 'Switch to light mode' }).waitFor();
  }
  expect(await (await context.request.get('/blog')).text()).toMatch(/<html[^>]*data-bs-theme=dark/);
  expect(problems).toEqual([]);
  await context.close();
});

test("a signed-in buyer's first HTML is the app rendered for buyers, with prices, hydrated without a warning", async () => {
  const context = await phoneContextNotingParsedPage();
  const page = await context.newPage();
  await signInThroughForm(page, DEMO_BUYER);
  const { user } = (await (await context.request.get('/api/auth/session')).json()) as {
    user: { id: string };
  };
  const buyerId = user.id;
  const problems = problemsOf(page, { visitor: false });
  for (const path of [servicePath, '/graphics-design/logo-design']) {
    // What the server sends this buyer: the app's markup, with amounts, as for every buyer.
    const response = await context.request.get(path);
    expect(response.headers()['cache-control']).toBe('private, no-store');
    const html = await response.text();
    const root = html.slice(html.indexOf('<div id="root"'), html.indexOf('id="ssr-loads"'));
    expect(root).toContain('data-hydrating');
    expect(root).toMatch(/\$\d/);
    expect(html).not.toContain(`"username":"${DEMO_BUYER.username}"`);

    await page.goto(path);
    await waitForHydration(page);
    await page.getByText(/\$\d/).first().waitFor();
    // Still the buyer's header after hydration (in the collapsed menu on a phone).
    await page.getByRole('button', { name: 'Logout', includeHidden: true }).waitFor({ state: 'attached' });
    // Their own profile link once the page works (the served one stands for whoever follows it).
    await page.locator(`a[href="/profile/${buyerId}"]`).waitFor({ state: 'attached' });
    expect([path, await serverHeadingKept(page)]).toEqual([path, true]);
    await page.waitForLoadState('networkidle');
  }
  // Signed in with nothing stored: never a visitor's header (Sign In) on the way to the buyer's.
  await page.evaluate(() => localStorage.removeItem('user'));
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.querySelector('a[href="/auth/sign-in"]')) document.documentElement.dataset.sawSignIn = '';
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(servicePath);
  await page.locator(`a[href="/profile/${buyerId}"]`).waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  expect(await page.locator('html[data-saw-sign-in]').count()).toBe(0);
  expect(problems).toEqual([]);
  // The same pages for a visitor afterwards: no amount, no one's name.
  const visitor = await (await fetch(`${e2e.server.url}${servicePath}`)).text();
  expect(withoutCatalogs(visitor)).not.toMatch(/\$\s?\d/);
  expect(visitor).not.toContain('ssr-user');
  await context.close();
});
