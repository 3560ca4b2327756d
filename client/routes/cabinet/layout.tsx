// The cabinet's frame (spec §2 "Cabinet"): its two sections as tabs above the page. Its loader is the
// route guard: a visitor without a session is redirected home before anything private renders.
import { styled } from '@linaria/react';
import { Outlet, useLocation } from 'react-router-dom';
import { Link, NavLink } from '#client/components/ui/link.tsx';
import { paths } from '#client/app/paths.ts';
import { Container } from '#client/components/ui/container.tsx';
import { colors, media } from '#client/components/ui/theme.ts';
import { cabinetGuard } from '#client/features/cabinet/cabinet-guard.ts';
import type { LoaderFactory } from '#client/lib/route-data.ts';

export const createLoader: LoaderFactory = cabinetGuard;

const Head = styled.div`
  padding: 48px 0 0;
  border-bottom: 1px solid ${colors.line};
  margin-bottom: 40px;

  p {
    margin: 0 0 8px;
    color: ${colors.inkSoft};
    font-weight: 600;
    letter-spacing: 0.02em;
  }
  nav ul {
    display: flex;
    gap: 8px;
    margin: 24px 0 -1px;
    padding: 0;
    list-style: none;
  }
  nav a {
    display: inline-block;
    padding: 12px 18px;
    border-bottom: 3px solid transparent;
    color: ${colors.ink};
    font-weight: 600;
    text-decoration: none;
  }
  nav a:hover {
    color: ${colors.purple};
  }
  nav a[aria-current] {
    color: ${colors.purple};
    border-bottom-color: ${colors.purple};
  }
  ${media.narrow} {
    padding-top: 28px;
    margin-bottom: 28px;
    nav a {
      padding: 10px 12px;
    }
  }
`;

export function Component() {
  // Every cabinet page but the profile is about the visitor's applications (their forms, the thank-you
  // page): the tab stays marked there, as the section one is in, the page itself being another.
  const { pathname } = useLocation();
  const here = pathname.replace(/\/+$/, '').toLowerCase();
  const applicationsCurrent =
    here === paths.cabinetApplications() ? 'page' : here !== paths.cabinet() && here.startsWith(`${paths.cabinet()}/`) ? 'true' : undefined;
  return (
    <Container>
      <Head>
        <p>Личный кабинет</p>
        <nav aria-label="Разделы кабинета">
          <ul>
            <li>
              <NavLink to={paths.cabinet()} end>
                Профиль
              </NavLink>
            </li>
            <li>
              <Link to={paths.cabinetApplications()} aria-current={applicationsCurrent}>
                Мои заявки
              </Link>
            </li>
          </ul>
        </nav>
      </Head>
      <Outlet />
    </Container>
  );
}
