import { forwardRef, startTransition, useContext, type MouseEvent } from 'react';
import {
  createPath,
  Link as RouterLink,
  resolvePath,
  UNSAFE_NavigationContext as NavigationContext,
  useLocation,
  type LinkProps,
} from 'react-router';

/**
 * React Router's `Link`, light for the paths the apps write (`/orders`, `/search?query=…`): the same
 * anchor, href and click handling, without resolving the path against the route matches three times
 * a render (`useHref`, `useLinkClickHandler` and `useNavigate` each serialise them to JSON), which
 * was 0.18 ms of a server-rendered search page. Anything else (a relative path, an object, a URL,
 * `reloadDocument`, `mask`, `prefetch`) is React Router's own.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(props, ref) {
  const { basename, navigator, useTransitions } = useContext(NavigationContext);
  const location = useLocation();
  // Router-only props are taken out so that they do not reach the anchor; `relative` and `discover`
  // mean nothing for an absolute path in a declarative router.
  const {
    to,
    replace,
    state,
    target,
    preventScrollReset,
    viewTransition,
    defaultShouldRevalidate,
    onClick,
    relative,
    discover,
    reloadDocument,
    mask,
    prefetch,
    ...anchor
  } = props;
  if (!isAppPath(to) || reloadDocument || mask || (prefetch ?? 'none') !== 'none') {
    return <RouterLink {...props} ref={ref} />;
  }

  const path = resolvePath(to);
  const pathname = path.pathname === '/' ? basename : `${basename === '/' ? '' : basename}${path.pathname}`;
  const underBasename = { ...path, pathname };

  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainLeftClick(event, target)) return;
    event.preventDefault();
    const replacing = replace ?? createPath(location) === createPath(path);
    const go = () =>
      (replacing ? navigator.replace : navigator.push)(underBasename, state, {
        preventScrollReset,
        viewTransition,
        defaultShouldRevalidate,
      });
    if (useTransitions) startTransition(go);
    else go();
  }

  return (
    <a
      {...anchor}
      href={navigator.createHref(underBasename)}
      onClick={handleClick}
      ref={ref}
      target={target}
    />
  );
});

/** A path of this site from its root (`/…`), not a relative one, an object or a URL (`//host/…`). */
function isAppPath(to: LinkProps['to']): to is string {
  return typeof to === 'string' && to[0] === '/' && to[1] !== '/';
}

/** What the browser would open in this tab: anything else (a new tab, a download) is left to it. */
function isPlainLeftClick(event: MouseEvent, target: string | undefined): boolean {
  return (
    event.button === 0 &&
    (!target || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}
