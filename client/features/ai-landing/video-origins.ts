// The hosts the landing's video players come from: the only origins its pages may frame (frame-src).
// The route table reads this small list without pulling the landing's content into every page's
// first-load JS; a test checks that every video of the content comes from one of these.
export const AI_VIDEO_ORIGINS: readonly string[] = ['https://rutube.ru'];
