// The accessibility check every spec runs (support/ui.ts: axe in the page, its code put there
// once) finds what it must: on a signed-in page with planted faults, the same violations as the
// axe builder's default way, and each planted one among them; and a second check in the same page
// finds them again.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { signIn } from './support/session';
import { expect, test } from './support/test';
import { axeCheck, main } from './support/ui';

/** Text too faint to read, an image without a text, two touch targets too small and too close. */
const plantFaults = (page: Page) =>
  page.evaluate(() => {
    const faint = document.createElement('p');
    faint.textContent = 'Texto casi invisible';
    faint.style.cssText = 'color: #eee; background: #fff';
    const image = document.createElement('img');
    image.src = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
    document.querySelector('main')?.append(faint, image);
    for (const left of [0, 12]) {
      const button = document.createElement('button');
      button.setAttribute('aria-label', 'Diminuto');
      button.style.cssText = `position: fixed; top: 0; left: ${left}px; width: 10px; height: 10px; padding: 0`;
      document.body.append(button);
    }
  });

const OPTIONS = { rules: { 'target-size': { enabled: true } } };

type Results = Awaited<ReturnType<AxeBuilder['analyze']>>;
const findings = ({ violations }: Results) =>
  violations
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`)
    .sort();

test('the accessibility check finds planted faults, as axe does by default, twice in one page', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/wallet');
  await expect(main(page).locator('[data-page-ready]')).toBeVisible();
  await plantFaults(page);

  const ours = findings(await axeCheck(page, OPTIONS).analyze());
  const builders = findings(
    await new AxeBuilder({ page }).options({ resultTypes: ['violations'], ...OPTIONS }).analyze(),
  );
  expect(ours).toEqual(builders);
  expect(ours.map((finding) => finding.split(' ')[0])).toEqual(
    expect.arrayContaining(['color-contrast', 'image-alt', 'target-size']),
  );
  // Again in the same page, axe's code already there.
  expect(findings(await axeCheck(page, OPTIONS).analyze())).toEqual(ours);
});
