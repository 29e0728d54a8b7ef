import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.x A/AA (2.2 included) violations on the current page must be none. */
export const expectNoAxeViolations = async (page: Page, context: string) => {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
  );
  expect(summary, `accessibility violations on ${context}`).toEqual([]);
};

// Spinners turn for ever; only colour transitions matter here.
const noTransitionRunning = () =>
  document.getAnimations().every((animation) => !(animation instanceof CSSTransition));

/**
 * Switches the system theme and waits until the app has followed it (the `dark` class) and its
 * colour transitions, which start a frame after the class, have ended. Axe run earlier measures
 * half-faded colours and reports contrast that no user sees.
 */
export const switchTheme = async (page: Page, colorScheme: 'light' | 'dark') => {
  await page.emulateMedia({ colorScheme });
  await page.waitForFunction(
    (dark) => document.documentElement.classList.contains('dark') === dark,
    colorScheme === 'dark',
  );
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await page.waitForFunction(noTransitionRunning);
};

/** Axe on what the page shows now, in the light theme and in the dark one (switched live), and back. */
export const expectAxeCleanInBothThemes = async (page: Page, context: string) => {
  await switchTheme(page, 'light');
  await expectNoAxeViolations(page, `${context} (light)`);
  await switchTheme(page, 'dark');
  await expectNoAxeViolations(page, `${context} (dark)`);
  await switchTheme(page, 'light');
};
