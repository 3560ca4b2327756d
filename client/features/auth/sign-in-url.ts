// «Войти через Вконтакте» is a browser navigation to the main API's sign-in start (spec §7 "Social
// sign-in"), which comes back to the site's /auth/{redirectRoute} with the route described as JSON.
export function signInUrl(publicUrl: string, returnTo: { path: string; query?: Record<string, string> }): string {
  const redirectRoute = encodeURIComponent(JSON.stringify(returnTo));
  const redirectUrl = `${publicUrl}/auth/${redirectRoute}`;
  return `/api/auth/oauth/vkontakte?return_jwt=1&redirect_url=${encodeURIComponent(redirectUrl)}`;
}
