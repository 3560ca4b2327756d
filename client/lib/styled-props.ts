// Stands in for @emotion/is-prop-valid, which Linaria's `styled` asks whether each prop of a styled DOM
// element is an HTML attribute, dropping the ones it does not know. Its list of attributes weighs 2 KB of
// gzip on every page, and it filters nothing here: our styled elements take only their element's own
// props (TypeScript checks them; none declares props of its own). So every prop reaches the element, as
// it would without `styled`; React's development build warns of an unknown one, and tests fail on
// warnings. The builds (esbuild.config.ts) and vitest put this module in its place.
export default function isPropValid(_prop: string): boolean {
  return true;
}
