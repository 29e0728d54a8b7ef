// Runs before the first paint (see index.html). Keep in step with src/lib/theme.ts, and the
// language part with src/lib/language-detection.ts.
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

  // index.html carries the sign-in page pre-rendered in English (decision 0041). It shows only
  // where the app will show that very page: /auth's sign-in tab, nobody signed in, English.
  var startsInEnglish = function () {
    var languages = ['en', 'de', 'tr', 'sq', 'bs-hr-sr'];
    var current = localStorage.getItem('i18nextLng');
    var geo = localStorage.getItem('geo_language_preference');
    if (localStorage.getItem('language_manually_set') === 'true' && languages.indexOf(current) >= 0)
      return current === 'en';
    if (languages.indexOf(geo) >= 0) return geo === 'en';
    var prefix = (navigator.language || '').toLowerCase().split(/[-_]/)[0];
    return ['de', 'tr', 'sq', 'bs', 'hr', 'sr'].indexOf(prefix) < 0;
  };
  var fits = false;
  try {
    fits =
      location.pathname === '/auth' &&
      !/[?&](tab|expired)=/.test(location.search) &&
      !localStorage.getItem('auth_token') &&
      startsInEnglish();
  } catch {
    // Without storage the app cannot keep a session or a language: the pre-rendered page is wrong.
  }
  root.classList.toggle('no-prerender', !fits);
  if (!fits) return;

  // Until the app starts, the pre-rendered tabs switch by themselves; the app keeps the choice
  // when it takes over (src/prerender/prerendered-sign-in.ts).
  document.addEventListener('click', function (event) {
    var page = document.getElementById('prerendered-sign-in');
    var trigger = page && event.target.closest && event.target.closest('[role="tab"]');
    if (!trigger || !page.contains(trigger)) return;
    page.querySelectorAll('[role="tab"]').forEach(function (tab) {
      var selected = tab === trigger;
      tab.setAttribute('aria-selected', String(selected));
      tab.setAttribute('data-state', selected ? 'active' : 'inactive');
    });
    page.querySelectorAll('[role="tabpanel"]').forEach(function (panel) {
      var shown = panel.id === trigger.getAttribute('aria-controls');
      panel.setAttribute('data-state', shown ? 'active' : 'inactive');
    });
  });
})();
