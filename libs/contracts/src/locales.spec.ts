import {
  alternatePaths,
  localeBasename,
  localeFromCookie,
  localizedPath,
  matchLocale,
  splitLocalePath,
  textDirection,
} from './locales';

describe('a public page per language', () => {
  it('reads the language of a prefixed path, English for anything else', () => {
    expect(splitLocalePath('/de/graphics-design')).toEqual({
      locale: 'de',
      path: '/graphics-design',
      prefixed: true,
    });
    expect(splitLocalePath('/ar/logo-design/7')).toEqual({
      locale: 'ar',
      path: '/logo-design/7',
      prefixed: true,
    });
    expect(splitLocalePath('/fr')).toEqual({ locale: 'fr', path: '/', prefixed: true });
    expect(splitLocalePath('/es/')).toEqual({ locale: 'es', path: '/', prefixed: true });
    expect(splitLocalePath('/graphics-design')).toEqual({
      locale: 'en',
      path: '/graphics-design',
      prefixed: false,
    });
    for (const path of ['/en/blog', '/xx/blog', '/de-x/blog', '/DE/blog', '/design', '/deutsch']) {
      expect(splitLocalePath(path)).toEqual({ locale: 'en', path, prefixed: false });
      expect(localeBasename(path)).toBe('');
    }
    expect(localeBasename('/de/blog?x=1')).toBe('/de');
  });

  it('writes a path in a language, English unprefixed', () => {
    expect(localizedPath('/search?query=logo', 'en')).toBe('/search?query=logo');
    expect(localizedPath('/search?query=logo', 'de')).toBe('/de/search?query=logo');
    expect(localizedPath('/', 'de')).toBe('/de');
    expect(localizedPath('/?x=1', 'ar')).toBe('/ar?x=1');
    for (const path of ['/', '/blog/3', '/search?query=a']) {
      for (const { path: localized } of alternatePaths(path)) {
        expect(splitLocalePath(localized.split('?')[0]).path).toBe(path.split('?')[0]);
      }
    }
  });

  it('lists every language and x-default as alternates', () => {
    expect(alternatePaths('/blog')).toEqual([
      { hreflang: 'en', path: '/blog' },
      { hreflang: 'de', path: '/de/blog' },
      { hreflang: 'es', path: '/es/blog' },
      { hreflang: 'fr', path: '/fr/blog' },
      { hreflang: 'ar', path: '/ar/blog' },
      { hreflang: 'x-default', path: '/blog' },
    ]);
    expect(textDirection('ar')).toBe('rtl');
    expect(textDirection('de')).toBe('ltr');
  });
});

describe("a visitor's language", () => {
  it("matches a browser's preferences and reads the cookie", () => {
    expect(matchLocale(['nl-NL', 'de-AT', 'en'])).toBe('de');
    expect(matchLocale(['ja'])).toBeUndefined();
    expect(localeFromCookie('a=1; locale=fr; b=2')).toBe('fr');
    expect(localeFromCookie('locale=xx')).toBeUndefined();
  });
});
