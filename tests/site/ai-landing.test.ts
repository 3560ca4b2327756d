// The «Карелия против ИИ» landing as a visitor, a crawler and a CDN see it: every page server-rendered
// with its own title, <h1>, description, Open Graph image and canonical; JSON-LD Event on the event
// pages; public cache headers on the pages and no-store on the thank-you pages; a CSP that lets in the
// captcha where forms are and the video host on the landing only (any of its pages can reach a recording
// by client navigation, keeping the CSP it was loaded with); 404s in its own layout.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AI_THANK_YOU } from '#client/app/paths.ts';
import { AI_VIDEOS } from '#client/features/ai-landing/content/campaign.ts';
import { CAPTCHA_ORIGIN, EDITOR_VIDEO_ORIGINS } from '#server/site/page-policy.ts';
import { headOf, inlineExecutableScripts, scriptTagsOf } from '../helpers/html.ts';
import { startSiteStack, type SiteStack } from '../helpers/site-stack.ts';

let stack: SiteStack;

beforeAll(async () => {
  stack = await startSiteStack({ CAPTCHA_SITE_KEY: 'ysc1_test_site_key' });
});
afterAll(() => stack.close());

const get = (url: string) => stack.site.inject({ method: 'GET', url });
const PUBLIC_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600, stale-if-error=86400';
const VIDEO_ORIGIN = 'https://rutube.ru';
const directive = (csp: string, name: string) => csp.split('; ').find((part) => part.startsWith(`${name} `)) ?? '';
const decode = (html: string) =>
  html
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&');

const PAGES = [
  {
    path: '/kareliya-protiv-ii/',
    title: '«Карелия против ИИ»: пять событий об искусственном интеллекте',
    h1: 'Карелия против ИИ',
    event: null,
    og: '/og/ai-main.jpg',
  },
  {
    path: '/kareliya-protiv-ii/konkurs-idej',
    title: 'Конкурс идей «Карелия против ИИ»',
    h1: 'Ваша идея против алгоритма',
    event: 'Конкурс идей «Карелия против ИИ»',
    og: '/og/ai-idea-contest.jpg',
  },
  {
    path: '/kareliya-protiv-ii/vystavka-nejroarta',
    title: 'Выставка нейроарта «Карелия против ИИ»',
    h1: 'Север глазами нейросети',
    event: 'Выставка нейроарта «Карелия против ИИ»',
    og: '/og/ai-neuro-art.jpg',
  },
  {
    path: '/kareliya-protiv-ii/hakaton',
    title: 'Хакатон «Карелия против ИИ»',
    h1: '48 часов, чтобы научить ИИ понимать Север',
    event: 'Хакатон «Карелия против ИИ»',
    og: '/og/ai-hackathon.jpg',
  },
  {
    path: '/kareliya-protiv-ii/ted-konferenciya',
    // Plain for machines (search, tabs, previews, JSON-LD), though the page's text keeps «TED-» with its word.
    title: 'TED-конференция «Карелия против ИИ»',
    h1: 'Восемнадцать минут, которые меняют взгляд на ИИ',
    event: 'TED-конференция «Карелия против ИИ»',
    og: '/og/ai-ted.jpg',
  },
  {
    path: '/kareliya-protiv-ii/forum',
    title: 'Форум для самозанятых «Карелия против ИИ»',
    h1: 'ИИ — ваш помощник, а не конкурент',
    event: 'Форум для самозанятых «Карелия против ИИ»',
    og: '/og/ai-forum.jpg',
  },
] as const;

/** The visible text of the first <h1>, tags dropped and spaces (non-breaking ones too) made plain. */
function h1Of(html: string): string {
  const match = /<h1\b[^>]*>(.*?)<\/h1>/s.exec(html);
  return (match?.[1] ?? '')
    .replace(/<[^>]+>/g, '')
    .replace(/\u00a0|&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('the landing pages', () => {
  for (const page of PAGES) {
    describe(page.path, () => {
      it('is a server-rendered page with its own title, h1, description, canonical and Open Graph image', async () => {
        const response = await get(page.path);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
        const head = plain(headOf(response.body));
        // The site's name follows a title that leaves room for it in search results (70 characters).
        const withSite = `${page.title} — Венчурный фонд Карелии`;
        expect(head).toContain(`<title>${withSite.length > 70 ? page.title : withSite}</title>`);
        expect(head).toMatch(/<meta name="description" content="[^"]{60,}"/);
        expect(head).toContain(`<link rel="canonical" href="http://site.test${page.path}"`);
        expect(head).toContain(`<meta property="og:image" content="http://site.test${page.og}"`);
        expect(head.match(/<title>/g)).toHaveLength(1);
        expect(h1Of(response.body)).toBe(page.h1);
        expect(response.body.match(/<h1\b/g)).toHaveLength(1);
      });

      it('never puts two sections of the same tone one after the other', async () => {
        // QA: on the TED page, without highlights, two white sections ran into one 192 px gap.
        // A section without a tone (the form's block) has a look of its own.
        const tones = [...(await get(page.path)).body.matchAll(/<section\b([^>]*)>/g)].map(
          (match) => /data-tone="(\w+)"/.exec(match[1]!)?.[1] ?? 'own',
        );
        expect(tones.length).toBeGreaterThan(0);
        expect(tones.filter((tone, index) => tone === tones[index - 1])).toEqual([]);
      });

      it('is cacheable by a CDN, with no executable inline script', async () => {
        const response = await get(page.path);
        expect(response.headers['cache-control']).toBe(PUBLIC_CACHE);
        expect(String(response.headers['content-security-policy'])).not.toContain('nonce-');
        expect(inlineExecutableScripts(response.body)).toEqual([]);
      });

      it('allows the captcha (forms) and frames of the video host (recordings), nothing more', async () => {
        const csp = String((await get(page.path)).headers['content-security-policy']);
        expect(directive(csp, 'script-src')).toBe(`script-src 'self' ${CAPTCHA_ORIGIN}`);
        expect(directive(csp, 'frame-src')).toBe(`frame-src 'self' ${CAPTCHA_ORIGIN} ${EDITOR_VIDEO_ORIGINS.join(' ')}`);
        expect(EDITOR_VIDEO_ORIGINS).toContain(VIDEO_ORIGIN);
        expect(directive(csp, 'connect-src')).toBe(`connect-src 'self' ${CAPTCHA_ORIGIN}`);
      });

      it(page.event ? 'describes its event as JSON-LD Event' : 'has no JSON-LD Event (it is the campaign, not one event)', async () => {
        const html = (await get(page.path)).body;
        const blocks = scriptTagsOf(html)
          .filter((tag) => tag.attributes.includes('type="application/ld+json"'))
          .map((tag) => JSON.parse(tag.body) as Record<string, unknown>);
        const events = blocks.filter((block) => block['@type'] === 'Event');
        if (!page.event) {
          expect(events).toEqual([]);
          return;
        }
        expect(events).toHaveLength(1);
        const event = events[0]!;
        expect(plain(String(event.name))).toBe(page.event);
        expect(event.url).toBe(`http://site.test${page.path}`);
        expect(String(event.startDate)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+03:00$/);
        expect(Date.parse(String(event.endDate))).toBeGreaterThanOrEqual(Date.parse(String(event.startDate)));
        expect(event.location).toBeTruthy();
        expect(event.organizer).toMatchObject({ '@type': 'Organization', name: 'Венчурный фонд Республики Карелия' });
      });
    });
  }

  it('links the five event pages from the navbar in the spec order', async () => {
    const html = (await get('/kareliya-protiv-ii/')).body;
    const nav = /<nav id="ai-menu"[^>]*>(.*?)<\/nav>/s.exec(html)?.[1] ?? '';
    const links = [...nav.matchAll(/href="(\/kareliya-protiv-ii\/[^"]+)"/g)].map((match) => match[1]);
    expect(links).toEqual([
      '/kareliya-protiv-ii/konkurs-idej',
      '/kareliya-protiv-ii/vystavka-nejroarta',
      '/kareliya-protiv-ii/hakaton',
      '/kareliya-protiv-ii/ted-konferenciya',
      '/kareliya-protiv-ii/forum',
    ]);
  });

  it('renders the navbar transparent on the main page and white on the others, before any script runs', async () => {
    expect((await get('/kareliya-protiv-ii/')).body).toMatch(/<header[^>]*data-tone="clear"/);
    expect((await get('/kareliya-protiv-ii/hakaton')).body).toMatch(/<header[^>]*data-tone="solid"/);
  });

  it('renders the idea contest panel closed and every other event form open, with empty fields', async () => {
    const ideas = (await get('/kareliya-protiv-ii/konkurs-idej')).body;
    expect(decode(ideas)).toMatch(/<button[^>]*aria-expanded="false"[^>]*>Предложить идею<\/button>/);
    expect(ideas).not.toContain('id="offer-idea-full-name"');
    const forum = (await get('/kareliya-protiv-ii/forum')).body;
    expect(forum).toMatch(/<input[^>]*id="forum-full-name"[^>]*value=""/);
  });

  it("names the fund's own jurors as its team page does, with a link to their page there", async () => {
    for (const [path, slug] of [
      ['/kareliya-protiv-ii/konkurs-idej', 'olga-vetrova'],
      ['/kareliya-protiv-ii/hakaton', 'dmitrij-kalevin'],
    ] as const) {
      const html = (await get(path)).body;
      const link = new RegExp(`<a href="/person/${slug}">([^<]+)</a>`).exec(html);
      expect(link, path).not.toBeNull();
      const person = await get(`/person/${slug}`);
      expect(person.statusCode).toBe(200);
      expect(person.body).toContain(`<h1`);
      expect(person.body).toContain(link![1]);
    }
  });

  it('links the rules documents, which the main API serves as PDFs', async () => {
    const html = (await get('/kareliya-protiv-ii/hakaton')).body;
    const documents = [...new Set([...html.matchAll(/href="(\/api\/media\/documents\/[^"]+\.pdf)"/g)].map((match) => match[1]!))];
    expect(documents.length).toBeGreaterThanOrEqual(6);
    for (const path of documents) {
      const response = await fetch(`${stack.mainApiUrl}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toContain('application/pdf');
    }
  });

  it("shows two social networks in the footer by default, as the spec's newer footer", async () => {
    const html = (await get('/kareliya-protiv-ii/forum')).body;
    expect(html).toContain('href="https://vk.com/venture_karelia"');
    expect(html).toContain('href="https://t.me/venture_karelia"');
    expect(html).not.toContain('WhatsApp');
  });

  it('plays recordings only from the host its CSP allows', () => {
    for (const video of Object.values(AI_VIDEOS)) expect(new URL(video.embedUrl).origin).toBe(VIDEO_ORIGIN);
  });
});

describe('the event forms by the date (Moscow time)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });
  const at = (moment: string) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(moment));
  };
  const EARLY = 'Приём идей открывается 01.12.2026';
  const CLOSED = 'Приём заявок завершён';

  it('takes ideas before the contest opens, saying what an early one becomes', async () => {
    at('2026-11-30T23:59:00+03:00');
    const ideas = decode((await get('/kareliya-protiv-ii/konkurs-idej')).body);
    expect(ideas).toContain(EARLY);
    expect(ideas).toMatch(/<button[^>]*aria-expanded="false"[^>]*>Предложить идею<\/button>/);
  });

  it('thanks for an early idea with the promise its form made: a call after the contest opens', async () => {
    at('2026-11-30T23:59:00+03:00');
    const early = plain(decode((await get('/kareliya-protiv-ii/ideya-prinyata')).body));
    expect(early).toContain('Идея войдёт в конкурс в день открытия, 01.12.2026, и после него мы позвоним');
    expect(early).not.toContain('в течение двух рабочих дней');
    at('2026-12-01T00:00:00+03:00');
    const open = plain(decode((await get('/kareliya-protiv-ii/ideya-prinyata')).body));
    expect(open).toContain('Мы подтвердим получение по телефону в течение двух рабочих дней');
  });

  it('takes ideas without a word on dates while the contest is open', async () => {
    at('2026-12-01T00:00:00+03:00');
    const ideas = decode((await get('/kareliya-protiv-ii/konkurs-idej')).body);
    expect(ideas).not.toContain(EARLY);
    expect(ideas).not.toContain(CLOSED);
    expect(ideas).toMatch(/<button[^>]*aria-expanded="false"[^>]*>Предложить идею<\/button>/);
  });

  it('says entries are over in place of the form once the last day has passed, on every event page', async () => {
    at('2027-02-01T00:00:01+03:00');
    const ideas = decode((await get('/kareliya-protiv-ii/konkurs-idej')).body);
    expect(ideas).toContain(CLOSED);
    expect(ideas).not.toMatch(/aria-expanded="false"[^>]*>Предложить идею</);
    const hackathonOpen = (await get('/kareliya-protiv-ii/hakaton')).body;
    expect(hackathonOpen).toMatch(/<input[^>]*id="hackathon-full-name"/);
    at('2027-03-15T00:00:01+03:00');
    const hackathonOver = decode((await get('/kareliya-protiv-ii/hakaton')).body);
    expect(hackathonOver).toContain(CLOSED);
    expect(hackathonOver).not.toMatch(/<input[^>]*id="hackathon-full-name"/);
  });
});

describe('the thank-you pages', () => {
  for (const slug of Object.values(AI_THANK_YOU)) {
    it(`/kareliya-protiv-ii/${slug} is private, not indexed, in the landing's layout`, async () => {
      const response = await get(`/kareliya-protiv-ii/${slug}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      const head = headOf(response.body);
      expect(head).toContain('<meta name="robots" content="noindex"');
      expect(h1Of(response.body).length).toBeGreaterThan(5);
      expect(response.body).toContain('id="ai-menu"');
    });
  }
});

describe('unknown landing paths', () => {
  for (const path of ['/kareliya-protiv-ii/xyz', '/kareliya-protiv-ii/hakaton/extra']) {
    it(`${path} is a 404 in the landing's layout, never cached`, async () => {
      const response = await get(path);
      expect(response.statusCode).toBe(404);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).toContain('Возникла ошибка, возможно 404');
      expect(response.body).toContain('id="ai-menu"');
      // Its navbar leads on to pages with recordings without reloading the document.
      expect(directive(String(response.headers['content-security-policy']), 'frame-src')).toContain(VIDEO_ORIGIN);
    });
  }
});

describe('the main site', () => {
  for (const path of ['/news', '/o-fonde', '/no-such-page']) {
    it(`${path} frames only the players editors embed`, async () => {
      const csp = String((await get(path)).headers['content-security-policy']);
      expect(directive(csp, 'frame-src')).toBe(`frame-src 'self' ${CAPTCHA_ORIGIN} ${EDITOR_VIDEO_ORIGINS.join(' ')}`);
    });
  }
});

describe('the sitemap', () => {
  it('lists the main page and the five event pages, not the thank-you pages', async () => {
    const xml = (await get('/sitemap.xml')).body;
    for (const page of PAGES) expect(xml).toContain(`<loc>http://site.test${page.path}</loc>`);
    for (const slug of Object.values(AI_THANK_YOU)) expect(xml).not.toContain(slug);
  });
});

describe('the landing with all three social networks configured', () => {
  let configured: SiteStack;
  beforeAll(async () => {
    configured = await startSiteStack({ AI_SOCIAL_WHATSAPP: 'https://wa.me/78142000000', AI_SOCIAL_TELEGRAM: 'https://t.me/fund_ai' });
  });
  afterAll(() => configured?.close());

  it('shows each network from configuration, WhatsApp the third', async () => {
    const html = (await configured.site.inject({ url: '/kareliya-protiv-ii/forum' })).body;
    expect(html).toContain('href="https://vk.com/venture_karelia"');
    expect(html).toContain('href="https://t.me/fund_ai"');
    expect(html).toContain('href="https://wa.me/78142000000"');
  });
});
