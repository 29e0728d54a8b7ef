/**
 * The first screens painted from index.html before the app runs: a worker's My Stuff
 * and an org admin's organization dashboard, the screens `/` opens for those roles. Keep in step
 * with public/theme-init.js (which picks one, or none), scripts/prerender.mjs and index.css.
 */
export const FIRST_SCREENS = {
  'my-stuff': {
    path: '/my-stuff',
    role: 'worker',
    titleKey: 'pages.myStuff',
    introKey: 'worker.intro',
  },
  'organization-dashboard': {
    path: '/organization-dashboard',
    role: 'org_admin',
    titleKey: 'pages.organization',
    introKey: null,
  },
} as const;
export type FirstScreen = keyof typeof FIRST_SCREENS;

/** The pre-rendered frames' container beside #root. */
export const FIRST_SCREEN_ID = 'prerendered-first-screen';
/** Marks the app's "still loading the screen" states: the frame stays on screen meanwhile. */
export const SCREEN_LOADING_ATTRIBUTE = 'data-screen-loading';

/**
 * The app takes over from the pre-rendered frame as soon as it has something of its own to show:
 * the screen (its heading, with its data still loading or not), the sign-in page after an
 * expired session, a role's other start page, an error. Until then — while the shell's or the
 * screen's code loads — the frame stays, so the title never gives way to a spinner. A
 * MutationObserver's callback runs after React's commit and before the browser paints it.
 */
export const takeOverFirstScreen = (root: HTMLElement) => {
  const frame = document.getElementById(FIRST_SCREEN_ID);
  if (!frame) return;
  if (!document.documentElement.dataset.firstScreen) {
    frame.remove();
    return;
  }
  const observer = new MutationObserver(() => {
    if (!root.firstElementChild || root.querySelector(`[${SCREEN_LOADING_ATTRIBUTE}]`)) return;
    observer.disconnect();
    frame.remove();
  });
  observer.observe(root, { childList: true, subtree: true });
};
