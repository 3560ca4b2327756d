// Links to the site's own pages: the same <a> react-router's <Link> and <NavLink> render, and the same
// navigation on a plain click, without resolving `to` on every render.
//
// react-router's links are made for relative paths: each one resolves its `to` against the matched routes
// whenever it renders (useHref, useResolvedPath and the click handler's own copy: the matches' paths as
// JSON, a dozen hooks), on the server and again while the page hydrates. Every `to` on this site is an
// absolute path from `paths`, so the href is `to` itself. In a CPU profile of the bare render of home
// under load (33 links), react-router's Link took 16 % of the busy time. With these, the site's CPU per
// cold render (page cache off, 50 connections, medians of 4 alternating rounds against the previous
// build, 25.11.2026): home 2.26 → 2.01 ms, /news 1.35 → 1.25 ms, an article 1.32 → 1.26 ms.
//
// A click is taken by the router under react-router's rules (its `useLinkClickHandler`): the main button,
// no modifier key, no other target, not prevented by the link's own onClick; a link to the page already
// open replaces its history entry instead of adding one. Without a navigator (the server's render, or a
// link outside the browser's router) the browser follows the href.
import { createContext, useContext, type ComponentPropsWithRef, type MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';

export interface LinkNavigator {
  /** The address of the page open now: path, query and hash. */
  current(): string;
  navigate(to: string, options: { replace: boolean }): void;
}

/** Provided by the browser's entry around its router; the server's render has none. */
export const LinkNavigatorContext = createContext<LinkNavigator | null>(null);

export type LinkProps = Omit<ComponentPropsWithRef<'a'>, 'href'> & {
  /** An absolute path of this site (`paths`), with its query and hash if any; or `#anchor` on this page. */
  to: string;
};

function isPlainClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return event.button === 0 && (!target || target === '_self') && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);
}

export function Link({ to, onClick, target, ...props }: LinkProps) {
  const navigator = useContext(LinkNavigatorContext);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!navigator || event.defaultPrevented || !isPlainClick(event, target)) return;
    event.preventDefault();
    // `#anchor` is a place on the page open now: through the router too, so the position the visitor
    // leaves is saved before the jump and Back returns to it (lib/page-scroll.tsx).
    const address = to.startsWith('#') ? `${navigator.current().replace(/#.*$/, '')}${to}` : to;
    navigator.navigate(address, { replace: navigator.current() === address });
  };
  // The text or label comes in props.children or aria-label, as with any <a>.
  // eslint-disable-next-line jsx-a11y-x/anchor-has-content
  return <a {...props} href={to} target={target} onClick={follow} />;
}

export type NavLinkProps = LinkProps & {
  /** Current only on exactly this path, not on the pages under it. */
  end?: boolean;
};

/** Whether the page at `pathname` is `to` or (unless `end`) one of the pages under it. */
export function isCurrentPath(pathname: string, to: string, end = false): boolean {
  const target = to.replace(/[?#].*$/, '').toLowerCase();
  const here = pathname.toLowerCase();
  if (here === target) return true;
  return !end && target !== '/' && here.startsWith(target.endsWith('/') ? target : `${target}/`);
}

/**
 * A link that says it leads to the page open now (`aria-current="page"`), or to the section the page is
 * in (`"true"`: «Новости» on an article, which is not the page itself; QA).
 */
export function NavLink({ end, ...props }: NavLinkProps) {
  const { pathname } = useLocation();
  const current = isCurrentPath(pathname, props.to, true) ? 'page' : isCurrentPath(pathname, props.to, end) ? 'true' : undefined;
  return <Link {...props} aria-current={current} />;
}

/**
 * An e-mail address as a link that breaks, when its line is too short, only before its @: each part
 * stays whole, and the address moves to the next line whole where it fits on one (global-styles.ts;
 * QA at 320 px: «info@venture-» / «karelia.example», split at the domain's hyphen). The break is a
 * <wbr>, so a copied address is the address.
 */
export function EmailLink({ email }: { email: string }) {
  const at = email.indexOf('@');
  return (
    // Named by the address itself: Chrome reads the parts with a space between them.
    <a href={`mailto:${email}`} aria-label={at > 0 ? email : undefined}>
      {at > 0 ? (
        <>
          <span>{email.slice(0, at)}</span>
          <wbr />
          <span>{email.slice(at)}</span>
        </>
      ) : (
        email
      )}
    </a>
  );
}
