// Runs before the first paint (see index.html). Keep in step with src/lib/theme.ts.
(function () {
  var root = document.documentElement;
  var dark = false;
  try {
    var stored = localStorage.getItem('theme');
    dark =
      stored === 'dark' ||
      (stored !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  } catch {
    // Storage can be blocked (private mode, policies): the light theme is a fine default.
  }
  root.classList.toggle('dark', dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
})();
