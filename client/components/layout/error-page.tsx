// The error page of spec §8, shown for any failed route: its status comes from the route error
// (statusCode/status), 500 when there is none.
import { styled } from '@linaria/react';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router-dom';
import { ERROR_PAGE_TEXTS, errorDetailOf, errorDocumentTitle } from '#shared/error-page-texts.ts';
import type { PageErrorData } from '#client/lib/route-data.ts';
import { ButtonLink } from '../ui/button-link.tsx';
import { Container } from '../ui/container.tsx';
import { PageBox } from '../ui/page-box.tsx';
import { colors } from '../ui/theme.ts';

const Detail = styled.p`
  && {
    margin-top: 16px;
    color: ${colors.ink};
  }
`;

export function statusOfRouteError(error: unknown): number {
  if (isRouteErrorResponse(error)) return error.status;
  const candidate = error as { statusCode?: unknown; status?: unknown } | null;
  if (typeof candidate?.statusCode === 'number') return candidate.statusCode;
  if (typeof candidate?.status === 'number') return candidate.status;
  return 500;
}

export function ErrorPage() {
  const error = useRouteError();
  const status = statusOfRouteError(error);
  const detail = isRouteErrorResponse(error) ? (error.data as PageErrorData | null)?.message : undefined;
  const { pathname, search } = useLocation();
  // A failure on our side passes: the page asked again is the first way on (QA: only «home» was offered,
  // and the text said to reload). A document reload, scripts and all (`target="_self"`: the browser, not the
  // router, follows it), which works before hydration too.
  const retry =
    status >= 500 ? (
      <ButtonLink to={pathname + search} target="_self">
        Попробовать ещё раз
      </ButtonLink>
    ) : null;

  return (
    <Container>
      <>
        <title>{errorDocumentTitle(status)}</title>
        <meta name="robots" content="noindex" />
      </>
      <PageBox
        title={ERROR_PAGE_TEXTS.title}
        mark={status}
        actions={
          <>
            {retry}
            <ButtonLink to="/" theme={retry ? 'basicWhiteWithBorder' : undefined}>
              {ERROR_PAGE_TEXTS.homeButton}
            </ButtonLink>
          </>
        }
      >
        {ERROR_PAGE_TEXTS.lines.map((line) => (
          <p key={line}>{line}</p>
        ))}
        <Detail>{detail ?? errorDetailOf(status)}</Detail>
      </PageBox>
    </Container>
  );
}
