// Inlined in index.html after the login templates (loginPrepaint.ts). For a visitor with a session it
// paints the console's frame at once. On the login page of a visitor who is not signed in it
// paints the page in the visitor's language and theme at once, and holds
// the console's start (window.consoleBoot, which src/main.tsx waits for) until the visitor shows an
// intent: a key, a pointer, a touch, an autofill, a submit. The console's code is downloaded
// meanwhile (preloaded once the page is painted; the entry's imports and the visitor's messages at
// once); it takes over what was typed (src/pages/login/prepaint.ts).
(function () {
  var start;
  window.consoleBoot = new Promise(function (resolve) {
    start = resolve;
  });
  var preloaded = false;
  var preload = function () {
    var links = document.getElementById('console-preloads');
    if (preloaded || !links) return;
    preloaded = true;
    document.head.appendChild(links.content.cloneNode(true));
    // The login page's own chunks, which a signed-in visit never shows.
    var signedOut = document.getElementById('signed-out-preloads');
    if (signedOut && !signedIn) document.head.appendChild(signedOut.content.cloneNode(true));
  };
  var host = document.getElementById('prepaint');
  var read = function (key) {
    try {
      return localStorage.getItem(key);
    } catch (error) {
      return null;
    }
  };
  var signedIn = Boolean(read('Token'));
  var locales = ['es', 'en', 'pt', 'ca', 'eu', 'gl'];
  var stored = read('Language');
  var browser = (navigator.language || '').slice(0, 2).toLowerCase();
  var locale = locales.indexOf(stored) >= 0 ? stored : locales.indexOf(browser) >= 0 ? browser : 'es';
  // What the entry asks for at start in this language (firstScreen.ts), and a signed-in start's texts.
  var addTemplate = function (selector) {
    var template = document.querySelector(selector);
    if (template) document.head.appendChild(template.content.cloneNode(true));
  };
  addTemplate('template[data-entry-locale="' + locale + '"]');
  if (signedIn) addTemplate('template[data-signed-in-locale="' + locale + '"]');
  var storedTheme = null;
  try {
    storedTheme = JSON.parse(read('RaStoreconsole.theme') || 'null');
  } catch (error) {
    storedTheme = null;
  }
  var theme = (storedTheme ? storedTheme === 'dark' : matchMedia('(prefers-color-scheme: dark)').matches)
    ? 'dark'
    : 'light';
  // The styles a signed-in start's first screens insert, compiled at build time and recorded in the
  // light theme: the style cache takes them as inserted before its first render (src/firstScreenStyles.ts).
  if (signedIn && theme === 'light') addTemplate('#first-screen-styles');
  // Shows `template`, this language's, in `element`: in the visitor's theme, with their year.
  var paint = function (element, template) {
    element.setAttribute('data-theme', theme);
    element.appendChild(template.content.cloneNode(true));
    element.querySelector('[data-prepaint="year"]').textContent = String(new Date().getFullYear());
    document.documentElement.lang = locale;
    element.hidden = false;
  };
  // A visitor with a session sees the console's frame (header, footer) at once, on any page of
  // the layout; the console's first element takes its place (src/layout/shellPrepaint.ts).
  var shell = document.getElementById('shell-prepaint');
  var publicPaths = shell ? (shell.getAttribute('data-public-paths') || '').toLowerCase().split(' ') : [];
  // As the router matches them: whatever the case, with or without a final slash.
  var path = location.pathname.toLowerCase();
  while (path.length > 1 && path.charAt(path.length - 1) === '/') path = path.slice(0, -1);
  var shellTemplate = document.querySelector('template[data-shell-locale="' + locale + '"]');
  if (signedIn && shellTemplate && publicPaths.indexOf(path) < 0) {
    // The sidebar keeps its place on a wide window where it was left open (react-admin's default).
    if (read('RaStoreconsole.sidebar.open') !== 'false') shell.setAttribute('data-sidebar', 'open');
    paint(shell, shellTemplate);
  }
  if (!host || location.pathname !== '/' || signedIn) {
    preload();
    // With a session, the layout's chunks are wanted whatever the page: fetched beside the application.
    if (signedIn) addTemplate('#signed-in-preloads');
    // And the chunks of the first screen opened, when the build lists them for its path (with the
    // other screens' texts for a view that waits for them); for any other page, the kits the other
    // screens share and the other screens' texts.
    var pages = signedIn ? document.querySelectorAll('template[data-signed-in-path]') : [];
    var listed = false;
    var otherScreenTexts = signedIn;
    for (var i = 0; i < pages.length; i += 1)
      if (pages[i].getAttribute('data-signed-in-path') === location.pathname) {
        listed = true;
        otherScreenTexts = pages[i].hasAttribute('data-other-screen-texts');
        document.head.appendChild(pages[i].content.cloneNode(true));
      }
    if (signedIn && !listed) addTemplate('#signed-in-other-preloads');
    if (otherScreenTexts) addTemplate('template[data-other-screens-locale="' + locale + '"]');
    return start();
  }

  paint(host, document.querySelector('template[data-locale="' + locale + '"]'));
  requestAnimationFrame(function () {
    setTimeout(preload, 0);
  });

  var started = false;
  var boot = function () {
    if (started) return;
    started = true;
    preload();
    start();
  };
  // Asking for the languages starts the console, which opens its own list when it takes over (it
  // may take over before the click lands): noted as the press starts, so one click is enough.
  var askLanguages = function (event) {
    var button = event.target.closest && event.target.closest('[data-prepaint="language"]');
    if (!button || (event.type === 'keydown' && event.key !== 'Enter' && event.key !== ' ')) return;
    host.setAttribute('data-language', 'open');
    button.setAttribute('aria-expanded', 'true');
  };
  ['pointerdown', 'keydown', 'click'].forEach(function (type) {
    host.addEventListener(type, askLanguages, { capture: true });
  });
  ['keydown', 'pointerdown', 'touchstart', 'input'].forEach(function (type) {
    host.addEventListener(type, boot, { passive: true, capture: true });
  });
  host.querySelector('form').addEventListener('submit', function (event) {
    event.preventDefault();
    host.setAttribute('data-submit', 'true');
    boot();
  });
  host.addEventListener('click', function (event) {
    var target = event.target.closest('[data-prepaint]');
    if (!target) return;
    if (target.getAttribute('data-prepaint') === 'reveal') {
      var input = host.querySelector('#pp-password');
      var shown = input.type === 'password';
      input.type = shown ? 'text' : 'password';
      target.setAttribute('aria-pressed', String(shown));
      target.setAttribute('aria-label', target.getAttribute(shown ? 'data-hide' : 'data-show'));
    } else if (target.getAttribute('data-prepaint') === 'theme') {
      var next = host.getAttribute('data-theme') === 'dark' ? 'light' : 'dark';
      host.setAttribute('data-theme', next);
      try {
        localStorage.setItem('RaStoreconsole.theme', JSON.stringify(next));
      } catch (error) {
        // A browser that stores nothing keeps the choice for this page only.
      }
    }
  });
})();
