// The browser's NoScriptNotice (package.json "imports", the "browser" condition): a browser that runs
// this never shows what is inside <noscript>, and React neither renders nor hydrates a <noscript>'s
// children, so the notice's text stays out of every page's scripts (0.3 KB of gzip) and the server's
// copy (noscript-notice.tsx) alone holds it. The element itself is rendered so the trees match.
export function NoScriptNotice() {
  return <noscript />;
}
