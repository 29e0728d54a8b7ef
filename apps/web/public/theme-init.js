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

  // The organization's colours as the app last wrote them (src/lib/brand-colors.ts), for a
  // signed-in start: there from the first frame, and nothing to restyle when they arrive.
  try {
    var kept =
      localStorage.getItem('auth_token') &&
      JSON.parse(localStorage.getItem('brand_colors') || 'null');
    if (kept && typeof kept === 'object') {
      Object.keys(kept).forEach(function (name) {
        if (/^--brand-[a-z0-9-]+$/.test(name) && /^#[0-9a-fA-F]{6}$/.test(kept[name]))
          root.style.setProperty(name, kept[name]);
      });
    }
  } catch {
    // Unreadable storage or a damaged copy: the default colours until the organization's arrive.
  }

  // The language the app will start in: the same rule as src/lib/language-detection.ts (a manual
  // choice, then an earlier geolocation result, then the browser's language).
  var startLanguage = function () {
    var languages = ['en', 'de', 'tr', 'sq', 'bs-hr-sr'];
    var current = localStorage.getItem('i18nextLng');
    var geo = localStorage.getItem('geo_language_preference');
    if (localStorage.getItem('language_manually_set') === 'true' && languages.indexOf(current) >= 0)
      return current;
    if (languages.indexOf(geo) >= 0) return geo;
    var prefix = (navigator.language || '').toLowerCase().split(/[-_]/)[0];
    if (['bs', 'hr', 'sr'].indexOf(prefix) >= 0) return 'bs-hr-sr';
    return languages.indexOf(prefix) >= 0 ? prefix : 'en';
  };

  // index.html also carries the first screens of a worker and an org admin, framed as the shell
  // frames them, in every language (src/prerender/first-screen.ts): the one this visit opens
  // shows until the app's own screen is there. Only with a session the app will use: a stored
  // token and user, the role's own screen (at its path or at `/`), an admin with an organization.
  var firstScreen = function () {
    if (!localStorage.getItem('auth_token')) return null;
    var user = JSON.parse(localStorage.getItem('user') || 'null');
    if (!user || typeof user !== 'object') return null;
    var path = location.pathname;
    if (user.role === 'worker' && (path === '/' || path === '/my-stuff')) return 'my-stuff';
    if (
      user.role === 'org_admin' &&
      typeof user.organizationId === 'number' &&
      (path === '/' || path === '/organization-dashboard')
    )
      return 'organization-dashboard';
    return null;
  };
  try {
    var screen = firstScreen();
    if (screen) {
      root.dataset.firstScreen = screen;
      root.dataset.startLanguage = startLanguage();
    }
  } catch {
    // Unreadable storage or a damaged stored user: the app starts as it would without the frame.
  }

  // index.html carries the sign-in page pre-rendered in English (decision 0041). It shows only
  // where the app will show that very page: /auth's sign-in tab, nobody signed in, English.
  var fits = false;
  try {
    fits =
      location.pathname === '/auth' &&
      !/[?&](tab|expired)=/.test(location.search) &&
      !localStorage.getItem('auth_token') &&
      startLanguage() === 'en';
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
  // Enter in a field cannot submit the copy (its submit buttons are disabled until the app
  // runs): it is remembered, and the app sends the form when it takes over.
  document.addEventListener('keydown', function (event) {
    var page = document.getElementById('prerendered-sign-in');
    if (event.key !== 'Enter' || !page || event.target.tagName !== 'INPUT') return;
    if (page.contains(event.target)) page.dataset.submitRequested = 'true';
  });
})();
