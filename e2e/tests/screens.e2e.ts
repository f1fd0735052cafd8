import { DEMO_ADMIN, DEMO_BUYER } from '../src/accounts';
import { seriousViolations } from '../src/axe';
import { DESKTOP, PHONE, screenshot } from '../src/browser';
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
];

const BUYER_SCREENS: Screen[] = [
  { name: 'buyer-service-list', path: '/service-list', ready: 'Services' },
  { name: 'buyer-settings', path: '/settings', ready: 'Update Profile' },
  { name: 'buyer-update-password', path: '/update-password', ready: 'Change Password' },
  { name: 'buyer-profile', path: '/profile/{id}', ready: 'Joined On' },
];

const ADMIN_SCREENS: Screen[] = [
  { name: 'admin-dashboard', path: '/admin', ready: 'Welcome Admin!' },
  { name: 'admin-settings', path: '/admin/settings', ready: 'Update Profile' },
  { name: 'admin-profile', path: '/admin/profile/{id}', ready: 'Joined On' },
];

async function visitAll(
  screens: Screen[],
  account?: { username: string; password: string },
  colorMode: 'light' | 'dark' = 'light',
) {
  const problems: string[] = [];
  for (const viewport of [PHONE, DESKTOP]) {
    const context = await e2e.browser.newContext({
      baseURL: e2e.server.url,
      viewport,
      bypassCSP: true,
      reducedMotion: 'reduce',
    });
    await context.addInitScript((mode) => localStorage.setItem('color-mode', mode), colorMode);
    const page = await context.newPage();
    let userId = '';
    if (account) {
      const answer = await page.request.post('/api/auth/login', {
        data: account,
        headers: { Origin: e2e.server.url },
      });
      const user = await answer.json();
      userId = user.id;
      await page.goto('/about');
      await page.evaluate((stored) => localStorage.setItem('user', JSON.stringify(stored)), user);
    }
    for (const screen of screens) {
      await page.goto(screen.path.replace('{id}', userId));
      await page.locator('main').getByText(screen.ready, { exact: false }).first().waitFor();
      await page.waitForLoadState('networkidle');
      await page.waitForSelector('[data-testid="loading-overlay"]', { state: 'detached' });
      await screenshot(page, `${screen.name}-${colorMode}-${viewport.width}`);
      for (const violation of await seriousViolations(page))
        problems.push(`${screen.path} @${viewport.width}: ${violation}`);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      if (overflow > 1)
        problems.push(`${screen.path} @${viewport.width}: page scrolls sideways by ${overflow}px`);
    }
    await context.close();
  }
  return problems;
}

test('visitor screens: screenshots at 375 and 1280 px, no serious axe violation, no sideways scroll', async () => {
  expect(await visitAll(VISITOR_SCREENS)).toEqual([]);
});

test('buyer screens', async () => {
  expect(await visitAll(BUYER_SCREENS, DEMO_BUYER)).toEqual([]);
});

test('admin screens', async () => {
  expect(await visitAll(ADMIN_SCREENS, DEMO_ADMIN)).toEqual([]);
});

test('dark mode home and sign-in', async () => {
  expect(await visitAll(VISITOR_SCREENS.slice(0, 5), undefined, 'dark')).toEqual([]);
});
