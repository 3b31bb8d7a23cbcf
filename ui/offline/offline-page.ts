// Issue 12 "Offline": the page the service worker shows for a document never opened while online
// (docs/decisions/021-offline-pwa.md). Static HTML written at build time (scripts/build-service-worker.ts) and
// precached: it must show with no server and no router, so it is not a React route and its two languages are
// both in the file; a few lines of script keep the visitor's language (the `locale` cookie or storage of §3, else
// the browser's) and list the pages this device keeps, read from the service worker's page cache.
import { THEME_COLORS } from "../../domain/layout/tokens.ts";
import { OFFLINE_CACHES } from "../../domain/offline/request-strategy.ts";

interface Copy {
  title: string;
  lead: string;
  retry: string;
  home: string;
  kept: string;
  none: string;
}

const COPY: Record<"fr" | "en", Copy> = {
  fr: {
    title: "Vous êtes hors ligne",
    lead: "Cette page n’a pas encore été ouverte sur cet appareil : elle s’affichera dès le retour du réseau. Les cours, paquets de cartes et quiz déjà ouverts restent disponibles.",
    retry: "Réessayer",
    home: "Accueil",
    kept: "Pages disponibles hors ligne",
    none: "Aucune page n’est encore gardée sur cet appareil.",
  },
  en: {
    title: "You are offline",
    lead: "This page has not been opened on this device yet: it will show as soon as the network is back. The courses, flashcard decks and quizzes already opened are still available.",
    retry: "Try again",
    home: "Home",
    kept: "Pages available offline",
    none: "No page is kept on this device yet.",
  },
};

const LOGO =
  '<svg aria-hidden="true" width="56" height="56" viewBox="0 0 512 512"><rect width="512" height="512" rx="112" fill="#1d3fbb"/><path d="M256 176c-34-26-82-36-136-30v214c54-6 102 4 136 30 34-26 82-36 136-30V146c-54-6-102 4-136 30z" fill="#fff"/><path d="M256 176v214" stroke="#1d3fbb" stroke-width="14" stroke-linecap="round"/><path d="M158 118c58-44 138-44 196 0" fill="none" stroke="#ffb800" stroke-width="26" stroke-linecap="round"/></svg>';

function section(locale: "fr" | "en", copy: Copy): string {
  return `<section lang="${locale}" data-locale="${locale}">
<h1>${copy.title}</h1>
<p>${copy.lead}</p>
<p class="actions"><button type="button" data-retry>${copy.retry}</button> <a href="/">${copy.home}</a></p>
<h2>${copy.kept}</h2>
<ul data-kept></ul>
<p data-none hidden>${copy.none}</p>
</section>`;
}

// Runs in the page: chooses the language, lists up to 40 kept pages by their <title> (without the brand after the last |), wires the retry button.
const SCRIPT = `(function () {
  var m = document.cookie.match(/(?:^|; )locale=(fr|en)/);
  var stored = null;
  try { stored = localStorage.getItem("locale"); } catch (e) {}
  var lang = m ? m[1] : stored === "en" || stored === "fr" ? stored : /^en\\b/i.test(navigator.language || "") ? "en" : "fr";
  document.documentElement.lang = lang;
  document.querySelectorAll("[data-locale]").forEach(function (s) { s.hidden = s.getAttribute("data-locale") !== lang; });
  document.querySelectorAll("[data-retry]").forEach(function (b) { b.addEventListener("click", function () { location.reload(); }); });
  var section = document.querySelector('[data-locale="' + lang + '"]');
  var list = section.querySelector("[data-kept]");
  var none = section.querySelector("[data-none]");
  if (!("caches" in window)) { none.hidden = false; return; }
  caches.open(${JSON.stringify(OFFLINE_CACHES.pages)}).then(function (cache) { return cache.keys(); }).then(function (requests) {
    var pages = requests.filter(function (r) { var p = new URL(r.url).pathname; return !/\\.data$/.test(p) && p !== location.pathname; }).slice(-40).reverse();
    if (pages.length === 0) { none.hidden = false; return; }
    return Promise.all(pages.map(function (r) {
      return caches.match(r).then(function (res) { return res ? res.text() : ""; }).then(function (html) {
        var t = html.match(/<title>([^<]*)<\\/title>/);
        var a = document.createElement("a");
        a.href = r.url;
        var tmp = document.createElement("textarea");
        tmp.innerHTML = t ? t[1] : new URL(r.url).pathname;
        a.textContent = tmp.value.replace(/\\s+\\|\\s+[^|]*$/, "");
        var li = document.createElement("li");
        li.appendChild(a);
        list.appendChild(li);
      });
    }));
  }).catch(function () { none.hidden = false; });
})();`;

const STYLE = `:root{color-scheme:light}*{box-sizing:border-box}body{margin:0;min-height:100vh;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:#1b1f2a;background:${THEME_COLORS.background}}
main{max-width:40rem;margin:0 auto;padding:40px 16px}section:not([hidden])+section:not([hidden]){margin-top:40px;border-top:1px solid #d7dcea;padding-top:24px}
h1{font-size:1.6rem;line-height:1.25;margin:16px 0 8px;color:${THEME_COLORS.primary}}h2{font-size:1.1rem;margin:32px 0 8px}p{margin:0 0 16px;color:#4a5160}
.actions{display:flex;gap:16px;align-items:center;flex-wrap:wrap}button{font:inherit;font-weight:600;color:#fff;background:${THEME_COLORS.primary};border:0;border-radius:12px;padding:10px 20px;min-height:44px;cursor:pointer}
a{color:${THEME_COLORS.primary};font-weight:600}button:focus-visible,a:focus-visible{outline:3px solid #ffb800;outline-offset:2px}
ul{padding:0;margin:0;list-style:none}li{border-bottom:1px solid #d7dcea}li a{display:block;padding:12px 0;text-decoration:none}li a:hover{text-decoration:underline}[hidden]{display:none!important}`;

/** The whole offline page: French first (the default), English beside it. */
export function offlinePageHtml(): string {
  return `<!doctype html>
<html lang="fr" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="${THEME_COLORS.primary}">
<meta name="robots" content="noindex">
<title>Hors ligne · Offline</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>${STYLE}</style>
</head>
<body>
<main>
${LOGO}
${section("fr", COPY.fr)}
${section("en", COPY.en)}
</main>
<script>${SCRIPT}</script>
</body>
</html>
`;
}
