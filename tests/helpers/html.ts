// Small readers of rendered HTML for assertions: the app's data block, script tags, head contents.
import { APP_DATA_ELEMENT_ID, type AppData } from '#client/app/app-data.ts';

export function appDataOf(html: string): AppData {
  const match = new RegExp(`<script type="application/json" id="${APP_DATA_ELEMENT_ID}">(.*?)</script>`, 's').exec(html);
  if (!match?.[1]) throw new Error('the page has no app data block');
  return JSON.parse(match[1]) as AppData;
}

export interface ScriptTag {
  attributes: string;
  body: string;
}

export function scriptTagsOf(html: string): ScriptTag[] {
  return [...html.matchAll(/<script\b([^>]*)>(.*?)<\/script>/gs)].map((match) => ({
    attributes: match[1] ?? '',
    body: match[2] ?? '',
  }));
}

/** Scripts a browser would execute from the page itself, not from a file. */
export function inlineExecutableScripts(html: string): ScriptTag[] {
  return scriptTagsOf(html).filter((tag) => !/\bsrc=/.test(tag.attributes) && !/type="application\/(ld\+)?json"/.test(tag.attributes));
}

export function headOf(html: string): string {
  const start = html.indexOf('<head>');
  const end = html.indexOf('</head>');
  if (start < 0 || end < start) throw new Error('the page has no <head>');
  return html.slice(start, end);
}
