// The Open Graph images (1200×630 JPEG, client/public/og/), drawn in the system Chromium: the fund's own
// (`og/fund.jpg`, for its pages without a picture of their own, and for those whose picture is an SVG,
// which VK and Telegram do not show) and the «Карелия против ИИ» landing's, from the pages' own content.
// Run again after a title changes:
//   npx tsx scripts/og-images.ts
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { forum } from '#client/features/ai-landing/content/forum.ts';
import { hackathon } from '#client/features/ai-landing/content/hackathon.ts';
import { ideaContest } from '#client/features/ai-landing/content/idea-contest.ts';
import { aiMain } from '#client/features/ai-landing/content/main.ts';
import { neuroArt } from '#client/features/ai-landing/content/neuro-art.ts';
import { ted } from '#client/features/ai-landing/content/ted.ts';
import { AI_SECTIONS } from '#client/features/ai-landing/content/campaign.ts';
import { colors } from '#client/components/ui/theme.ts';
import { DEFAULT_OG_IMAGE } from '#client/components/seo-title.ts';
import { siteInfo } from '#shared/site-info.ts';

const outDir = path.join(import.meta.dirname, '..', 'client', 'public');
const escape = (text: string) => text.replace(/[<>&"]/g, (char) => `&#${char.charCodeAt(0)};`);

interface Card {
  image: string;
  number: string;
  kicker: string;
  title: string;
  when: string;
}

const events = [ideaContest, neuroArt, hackathon, ted, forum].map((content): Card => {
  const section = AI_SECTIONS.find((item) => item.page === content.page)!;
  return {
    image: content.seo.image,
    number: String(content.index).padStart(2, '0'),
    kicker: section.title,
    title: content.hero.title,
    when: `${section.when} · ${section.where}`,
  };
});
const cards: Card[] = [
  {
    image: aiMain.seo.image,
    number: '',
    kicker: 'Кампания Венчурного фонда Карелии',
    title: 'Карелия<br><em>против ИИ</em>',
    when: 'Декабрь 2026 — апрель 2027 · пять событий',
  },
  ...events.map((card) => ({ ...card, title: escape(card.title) })),
];

const html = (card: Card) => `<!doctype html><html lang="ru"><meta charset="utf-8"><style>
  body { margin: 0; width: 1200px; height: 630px; overflow: hidden; font-family: Inter, 'Segoe UI', Roboto, Arial, sans-serif; color: #fff;
    background:
      radial-gradient(ellipse 55% 60% at 85% 10%, rgba(229, 72, 138, 0.45), transparent 70%),
      radial-gradient(ellipse 50% 70% at 10% 100%, rgba(91, 60, 196, 0.65), transparent 70%),
      linear-gradient(rgba(255,255,255,0.05) 1px, transparent 1px) 0 0 / 48px 48px,
      linear-gradient(90deg, rgba(255,255,255,0.05) 1px, transparent 1px) 0 0 / 48px 48px,
      linear-gradient(160deg, #0b1437 0%, #111d4d 60%, #1a1652 100%); }
  .wrap { position: relative; box-sizing: border-box; height: 100%; padding: 64px 72px; display: flex; flex-direction: column; }
  .brand { display: flex; align-items: center; gap: 16px; font-weight: 800; font-size: 22px; text-transform: uppercase; line-height: 1.1; }
  .mark { display: grid; place-items: center; width: 56px; height: 56px; border-radius: 14px; background: linear-gradient(135deg, #e5488a, #5b3cc4); font-size: 20px; }
  .number { position: absolute; right: -20px; top: -40px; font-size: 520px; font-weight: 900; line-height: 1; letter-spacing: -0.06em; color: transparent; -webkit-text-stroke: 3px rgba(255,255,255,0.12); }
  .kicker { margin-top: auto; font-size: 26px; font-weight: 700; color: #ff8fbf; text-transform: uppercase; letter-spacing: 0.04em; }
  h1 { margin: 12px 0 24px; max-width: 980px; font-size: ${card.number ? 64 : 104}px; font-weight: 900; line-height: 1; letter-spacing: -0.03em; ${card.number ? '' : 'text-transform: uppercase;'} }
  em { font-style: normal; background: linear-gradient(90deg, #ff8fbf, #a98bff 60%, #7fd3ff); -webkit-background-clip: text; background-clip: text; color: transparent; }
  .when { font-size: 24px; color: #dfe2f5; }
</style><body><div class="wrap">
  ${card.number ? `<div class="number">${card.number}</div>` : ''}
  <div class="brand"><span class="mark">ИИ</span><span>Карелия<br>против ИИ</span></div>
  <div class="kicker">${escape(card.kicker)}</div>
  <h1>${card.title}</h1>
  <div class="when">${escape(card.when)}</div>
</div></body></html>`;

/** The fund's card: its name on its own colours, as the site's top bar and hero show it. */
const fundHtml = `<!doctype html><html lang="ru"><meta charset="utf-8"><style>
  body { margin: 0; width: 1200px; height: 630px; overflow: hidden; font-family: Inter, 'Segoe UI', Roboto, Arial, sans-serif; color: ${colors.ink};
    background:
      radial-gradient(ellipse 45% 60% at 92% 8%, rgba(229, 72, 138, 0.28), transparent 70%),
      radial-gradient(ellipse 55% 70% at 100% 100%, rgba(91, 60, 196, 0.35), transparent 70%),
      linear-gradient(160deg, #ffffff 0%, #f4f1ff 100%); }
  .wrap { box-sizing: border-box; height: 100%; padding: 72px 80px; display: flex; flex-direction: column; }
  .kicker { font-size: 26px; font-weight: 700; color: ${colors.purple}; text-transform: uppercase; letter-spacing: 0.06em; }
  h1 { margin: auto 0 28px; max-width: 900px; font-size: 84px; font-weight: 900; line-height: 1.02; letter-spacing: -0.03em; }
  p { margin: 0; max-width: 900px; font-size: 30px; line-height: 1.35; color: #4a4766; }
  .bar { margin-top: 48px; width: 160px; height: 10px; border-radius: 5px; background: linear-gradient(90deg, ${colors.pink}, ${colors.purple}); }
</style><body><div class="wrap">
  <div class="kicker">Республика Карелия</div>
  <h1>${escape(siteInfo.name)}</h1>
  <p>${escape(siteInfo.description)}</p>
  <div class="bar"></div>
</div></body></html>`;

const pages = [{ image: DEFAULT_OG_IMAGE, html: fundHtml }, ...cards.map((card) => ({ image: card.image, html: html(card) }))];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  for (const card of pages) {
    const file = path.join(outDir, card.image);
    await mkdir(path.dirname(file), { recursive: true });
    await page.setContent(card.html);
    await page.screenshot({ path: file, type: 'jpeg', quality: 86 });
    console.log(file);
  }
} finally {
  await browser.close();
}
