import './landing.css';
import en from '../locales/en/landing.json';
import es from '../locales/es/landing.json';
import de from '../locales/de/landing.json';
import { BRAND } from '../lib/config.ts';

/**
 * The public landing page `/` (second Vite entry): static HTML in English, translated here without any
 * framework so it stays small. Language: the one chosen in the app (persisted prefs), else the browser's.
 */
type Dict = typeof en;
const dictionaries: Record<string, Dict> = { en, es, de };
const locales: Record<string, string> = { en: 'en-US', es: 'es-ES', de: 'de-DE' };
const PREFS_KEY = 'erp.prefs';
const TOKEN_KEY = 'erp.token';

function storedLanguage(): string | undefined {
  try {
    const raw = localStorage.getItem(PREFS_KEY);
    const lang = raw ? (JSON.parse(raw) as { state?: { language?: string } }).state?.language : undefined;
    return lang ?? undefined;
  } catch {
    return undefined;
  }
}

function detectLanguage(): string {
  const candidates = [storedLanguage(), ...(navigator.languages ?? [navigator.language])];
  for (const c of candidates) {
    const code = c?.slice(0, 2).toLowerCase();
    if (code && code in dictionaries) return code;
  }
  return 'en';
}

function lookup(dict: Dict, key: string): string | undefined {
  let node: unknown = dict;
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === 'string' ? node : undefined;
}

/** What staff edited on the Landing Page screen (GET /api/landing); the built-in copy stands for anything unset. */
type Hero = { Eyebrow: string; Title: string; Lead: string };
type Landing = {
  Hero: Partial<Record<string, Hero>>;
  Courses: { ID: number; Title: string; Url: string; Image: string | null; Duration: string }[];
  Testimonials: { Name: string; Role: string; Quote: string }[];
};
let landing: Landing | undefined;
let currentLang = 'en';

/** An element with its text set (never HTML: the texts are typed by staff). */
function el<K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, className?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  if (className) node.className = className;
  return node;
}

function renderSections(content: Landing): void {
  const courses = document.querySelector<HTMLElement>('[data-landing-courses]');
  const courseList = document.querySelector<HTMLElement>('[data-landing-course-list]');
  if (courses && courseList) {
    courseList.replaceChildren(...content.Courses.map((c) => {
      const card = el('article', undefined, 'card course-card');
      if (c.Image) {
        const img = el('img');
        img.src = c.Image;
        img.alt = '';
        img.loading = 'lazy';
        card.append(img);
      }
      const link = el('a', c.Title);
      link.href = `/app/courselanding/${encodeURIComponent(c.Url)}/overview`;
      const h3 = el('h3');
      h3.append(link);
      card.append(h3);
      if (c.Duration) card.append(el('p', c.Duration));
      return card;
    }));
    courses.hidden = content.Courses.length === 0;
  }
  const quotes = document.querySelector<HTMLElement>('[data-landing-testimonials]');
  const quoteList = document.querySelector<HTMLElement>('[data-landing-testimonial-list]');
  if (quotes && quoteList) {
    quoteList.replaceChildren(...content.Testimonials.map((q) => {
      const figure = el('figure', undefined, 'card quote');
      const blockquote = el('blockquote');
      blockquote.append(el('p', q.Quote));
      const caption = el('figcaption');
      caption.append(el('strong', q.Name));
      if (q.Role) caption.append(el('span', q.Role));
      figure.append(blockquote, caption);
      return figure;
    }));
    quotes.hidden = content.Testimonials.length === 0;
  }
}

/** The edited hero of this language over the built-in one, field by field (an empty field keeps the built-in text). */
function applyHero(lang: string): void {
  const hero = landing?.Hero[lang];
  if (!hero) return;
  const set = (key: string, text: string) => {
    const node = document.querySelector<HTMLElement>(`[data-i18n="${key}"]`);
    if (node && text.trim()) node.textContent = text;
  };
  set('hero.eyebrow', hero.Eyebrow);
  set('hero.title', hero.Title);
  set('hero.lead', hero.Lead);
}

async function loadLanding(): Promise<void> {
  try {
    const res = await fetch('/api/landing', { headers: { accept: 'application/json' } });
    if (!res.ok) return;
    landing = ((await res.json()) as { data: Landing }).data;
  } catch {
    return; // Offline or the API is down: the built-in page stands.
  }
  renderSections(landing);
  applyHero(currentLang);
}

function apply(lang: string): void {
  currentLang = lang;
  const dict = dictionaries[lang] ?? en;
  document.documentElement.lang = locales[lang] ?? 'en-US';
  document.title = dict.title.replace('ERP Career Academy', BRAND);
  document.querySelectorAll<HTMLElement>('[data-i18n]').forEach((el) => {
    const text = lookup(dict, el.dataset.i18n!);
    if (text) el.textContent = text;
  });
  document.querySelectorAll<HTMLElement>('[data-i18n-attr]').forEach((el) => {
    const [attr, key] = el.dataset.i18nAttr!.split(':');
    const text = lookup(dict, key!);
    if (attr && text) el.setAttribute(attr, text);
  });
  applyHero(lang);
}

function remember(lang: string): void {
  try {
    const raw = localStorage.getItem(PREFS_KEY);
    const prefs = raw ? (JSON.parse(raw) as { state?: Record<string, unknown>; version?: number }) : { state: {}, version: 1 };
    prefs.state = { ...prefs.state, language: lang };
    localStorage.setItem(PREFS_KEY, JSON.stringify(prefs));
  } catch {
    // Storage unavailable: the choice lasts for this page only.
  }
}

/** The phone menu: the Menu button shows or hides the links that do not fit the bar; Escape closes it. */
function initMenu(): void {
  const toggle = document.querySelector<HTMLButtonElement>('[data-menu-toggle]');
  const panel = toggle ? document.getElementById(toggle.getAttribute('aria-controls') ?? '') : null;
  if (!toggle || !panel) return;
  const set = (open: boolean) => {
    toggle.setAttribute('aria-expanded', String(open));
    panel.hidden = !open;
  };
  toggle.addEventListener('click', () => set(panel.hidden));
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && !panel.hidden) {
      set(false);
      toggle.focus();
    }
  });
}

function init(): void {
  document.querySelectorAll<HTMLElement>('[data-brand]').forEach((el) => { el.textContent = BRAND; });
  document.querySelectorAll<HTMLElement>('[data-year]').forEach((el) => { el.textContent = String(new Date().getFullYear()); });
  let signedIn = false;
  try {
    signedIn = Boolean(localStorage.getItem(TOKEN_KEY));
  } catch {
    signedIn = false;
  }
  document.querySelectorAll<HTMLElement>('[data-guest]').forEach((el) => { el.hidden = signedIn; });
  document.querySelectorAll<HTMLElement>('[data-member]').forEach((el) => { el.hidden = !signedIn; });

  initMenu();
  void loadLanding();
  const lang = detectLanguage();
  apply(lang);
  const select = document.querySelector<HTMLSelectElement>('[data-language]');
  if (select) {
    select.value = lang;
    select.addEventListener('change', () => {
      apply(select.value);
      remember(select.value);
    });
  }
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', init);
else init();
