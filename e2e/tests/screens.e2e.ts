import { DESKTOP, imagesAndFontsLoaded, newPage, PHONE, screenshot } from '../src/browser';
import { pageProblems } from '../src/capture';
import { serverAndBrowser } from '../src/harness';

const e2e = serverAndBrowser();

interface Screen {
  name: string;
  path: string;
  /** Text that tells the screen has rendered. */
  ready: string;
}

const VISITOR_SCREENS: Screen[] = [
  { name: 'home', path: '/', ready: 'Find the right freelancer service, right away' },
  { name: 'about', path: '/about', ready: 'What we do' },
  { name: 'privacy', path: '/privacy', ready: 'Privacy Policy' },
  { name: 'terms', path: '/terms', ready: 'Terms of Service' },
  { name: 'sign-in', path: '/auth/sign-in', ready: 'Welcome Back' },
  { name: 'sign-up', path: '/auth/sign-up', ready: 'Get Started' },
  { name: 'forgot-password', path: '/auth/forgot-password', ready: 'Forgot Password' },
  { name: 'reset-password', path: '/auth/reset-password/some-token', ready: 'Reset Password' },
  { name: 'not-found', path: '/definitely/not/here', ready: 'Oops! Page Not Found' },
  { name: 'services-placeholder', path: '/services', ready: 'Services' },
  { name: 'landing', path: '/digital-marketing', ready: 'Featured in Digital Marketing' },
  { name: 'browse', path: '/services?category=video-animation', ready: 'Showing ' },
  { name: 'service-list', path: '/service-list?category=video-animation', ready: 'explainer video' },
  { name: 'subcategory', path: '/video-Animation/2d-animation', ready: 'Showing ' },
  { name: 'search', path: '/search?query=logo', ready: 'Minimalist logo design' },
  { name: 'detail', path: '/logo-design/{logo}', ready: 'About this service' },
  { name: 'blog', path: '/blog', ready: 'Our Blogs' },
];

/**
 * The one sweep of the visitor's screens (every signed-in buyer and admin page is swept by
 * signed-in-sweep.e2e.ts): each screen loaded once at the phone's width, then widened.
 */
async function visitAll(screens: Screen[], colorMode: 'light' | 'dark' = 'light') {
  const problems: string[] = [];
  const { context, page } = await newPage(e2e.browser, e2e.server.url, {
    viewport: PHONE,
    bypassCSP: true,
    colorMode,
  });
  const [logo] = (await (await page.request.get('/api/services?subcategory=logo-design')).json()) as {
    _id: string;
  }[];
  for (const screen of screens) {
    const path = screen.path.replace('{logo}', logo._id);
    await page.setViewportSize(PHONE);
    await page.goto(path);
    await page.locator('main').getByText(screen.ready, { exact: false }).first().waitFor();
    await page.waitForSelector('[data-testid="loading-overlay"]', { state: 'detached' });
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await imagesAndFontsLoaded(page);
      await screenshot(page, `${screen.name}-${colorMode}-${viewport.width}`);
      // A long phone page shrinks to a thin strip when viewed whole: keep its first screen too.
      if (viewport === PHONE)
        await screenshot(page, `${screen.name}-${colorMode}-375-top`, { fullPage: false });
      for (const problem of await pageProblems(page)) problems.push(`${path} @${viewport.width}: ${problem}`);
    }
  }
  await context.close();
  return problems;
}

test('visitor screens, the catalog among them: screenshots at 375 and 1280 px, no serious axe violation, no sideways scroll', async () => {
  expect(await visitAll(VISITOR_SCREENS)).toEqual([]);
});

test('dark mode home and sign-in', async () => {
  expect(await visitAll(VISITOR_SCREENS.slice(0, 5), 'dark')).toEqual([]);
});
