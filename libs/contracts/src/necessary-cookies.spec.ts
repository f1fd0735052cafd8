import { isNecessaryCookie } from './wire/privacy';

describe('isNecessaryCookie', () => {
  it('accepts the shop’s own cookies, one per sign-in provider for the OAuth state', () => {
    for (const name of ['token', 'device', 'color-mode', 'oauth_state_google', 'oauth_state_github']) {
      expect(isNecessaryCookie(name)).toBe(true);
    }
  });

  it('refuses any other cookie, such as an analytics one or a near miss', () => {
    for (const name of ['_ga', 'tracker', 'token2', 'oauth_state', 'color-mode-x', '']) {
      expect(isNecessaryCookie(name)).toBe(false);
    }
  });
});
