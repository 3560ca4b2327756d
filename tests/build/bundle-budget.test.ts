// First-load JS budgets (issue 10): a page whose entry + route chunk + their static imports grow past
// the gzip budget in scripts/bundle-budget.ts fails the test run, so it cannot land unnoticed; a new
// page must get its own budget line.
import { beforeAll, describe, expect, it } from 'vitest';
import { measureFirstLoad, type PageWeight } from '#scripts/bundle-budget.ts';

describe('first-load JS of every page', () => {
  let weights: PageWeight[];
  beforeAll(async () => {
    weights = await measureFirstLoad();
  }, 60_000);

  it('is weighed for the public pages and the cabinet', () => {
    const ids = weights.map((weight) => weight.pageId);
    for (const id of ['home', 'news-list', 'news-post', 'event', 'about', 'cabinet/profile']) expect(ids).toContain(id);
  });

  it('has a budget for every page', () => {
    expect(weights.filter((weight) => weight.budgetKb === undefined).map((weight) => weight.pageId)).toEqual([]);
  });

  it('stays within each budget (gzip)', () => {
    const over = weights
      .filter((weight) => weight.budgetKb !== undefined && weight.gzipBytes > weight.budgetKb * 1000)
      .map((weight) => `${weight.pageId}: ${(weight.gzipBytes / 1000).toFixed(1)} KB gzip > budget ${weight.budgetKb} KB`);
    expect(over).toEqual([]);
  });
});
