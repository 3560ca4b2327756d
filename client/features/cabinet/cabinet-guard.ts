// The route guard of the cabinet (spec §6): without a session every cabinet route redirects home — a real
// redirect on the server, so no private content flashes, and the same in the browser — where the visitor
// is asked to sign in and offered the way back to the page.
import { redirect, type LoaderFunction } from 'react-router-dom';
import { paths } from '#client/app/paths.ts';
import { ApiRequestError } from '#client/lib/api-client.ts';
import { authKeys, type SessionAnswer } from '#client/lib/auth.tsx';
import { ensureData, type RouteDeps } from '#client/lib/route-data.ts';
import { cabinetUserQuery } from './api/get-cabinet-user.ts';

export function cabinetGuard({ queryClient, api }: RouteDeps): LoaderFunction {
  return async ({ request }) => {
    try {
      const user = await queryClient.fetchQuery(cabinetUserQuery(api));
      queryClient.setQueryData<SessionAnswer>(authKeys.session, { user });
      return null;
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 401) {
        const { pathname, search } = new URL(request.url);
        return redirect(paths.signInFor(`${pathname}${search}`));
      }
      // Anything else is the usual error page (503 when the API is away).
      return ensureData(queryClient, cabinetUserQuery(api)).then(() => null);
    }
  };
}
