// Marks markup that works only with scripts: hidden when they are off (public/noscript.css, linked from
// a <noscript> in the document's head; components/layout/noscript-notice.tsx tells the visitor why).
// Button marks itself when it is a plain button; markup that is not a Button marks itself with this.
export const NEEDS_SCRIPT = { 'data-needs-script': '' } as const;
