import { useSyncExternalStore } from 'react';

// public/theme-init.js applies the same rule before the first paint; keep the two in step.
export const THEME_KEY = 'theme';

export type Theme = 'light' | 'dark';

const systemQuery = () => window.matchMedia('(prefers-color-scheme: dark)');

const storedTheme = (): Theme | null => {
  const value = localStorage.getItem(THEME_KEY);
  return value === 'light' || value === 'dark' ? value : null;
};

/** The chosen theme, or the system's until the user has chosen one. */
export const currentTheme = (): Theme =>
  storedTheme() ?? (systemQuery().matches ? 'dark' : 'light');

const applyTheme = (theme: Theme) => {
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
};

const listeners = new Set<() => void>();
const notify = () => {
  applyTheme(currentTheme());
  listeners.forEach((listener) => listener());
};

export const setTheme = (theme: Theme) => {
  localStorage.setItem(THEME_KEY, theme);
  notify();
};

// Follows the system setting live while the user has not picked a theme (currentTheme prefers the
// stored choice), and picks up a choice made in another tab.
systemQuery().addEventListener('change', notify);
window.addEventListener('storage', (event) => {
  if (event.key === THEME_KEY || event.key === null) notify();
});

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useTheme = () => {
  // The third argument serves the pre-rendered sign-in page (scripts/prerender.mjs).
  const theme = useSyncExternalStore(subscribe, currentTheme, currentTheme);
  const toggleTheme = () => setTheme(theme === 'dark' ? 'light' : 'dark');
  return { theme, toggleTheme };
};
