import type HandlebarsModule from 'handlebars';
import type { ProjectColor } from '../projects/project.entity';

/**
 * The one template set of every e-mail (docs/architecture.md#mail-templates): Handlebars templates
 * rendered to HTML whose CSS juice inlines (mail programs drop `<style>`), always with a plain-text
 * alternative, so nodemailer sends `multipart/alternative`. A base layout carries the environment's
 * logo and colour; `textMail` wraps any existing plain-text mail in it; `newsletter` lists the
 * announcements each with its link. Handlebars and juice are loaded with the first mail, not at start
 * (docs/performance.md, memory after start).
 */

/** What the layout shows of the sender's environment (none for system mails: the product's name). */
export interface MailBranding {
  /** Environment name, or the product's name. */
  name: string;
  /** Colour theme of docs/domain.md#environments; null: blue. */
  color: ProjectColor | null;
  /** Absolute address of the environment's horizontal (else vertical) logo, or null: the name as text. */
  logo_url: string | null;
}

/** HTML and plain-text alternative of one mail. */
export interface RenderedMail {
  html: string;
  text: string;
}

/** The product's branding, for mails of no environment (login, MFA, invitation of an administrator). */
export const PRODUCT_BRANDING: MailBranding = { name: 'Portale Bandi', color: null, logo_url: null };

/**
 * Accent of each colour theme in mails: Mantine's shade 9 of the theme's colour (purple is
 * Mantine's grape, as in shared-ui theme.ts), dark enough for link text on white (WCAG AA 4.5:1,
 * except yellow, darkened by hand).
 */
export const MAIL_ACCENT: Record<ProjectColor, string> = {
  blue: '#1864ab',
  green: '#2b8a3e',
  red: '#c92a2a',
  yellow: '#a35200',
  purple: '#862e9c',
  pink: '#a61e4d',
  cyan: '#0b7285',
  orange: '#d9480f',
};

const LAYOUT = `<!doctype html>
<html lang="it">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{subject}}</title>
<style>
body { margin: 0; padding: 0; background: #f1f3f5; color: #212529; font-family: Arial, Helvetica, sans-serif; font-size: 15px; line-height: 1.5; }
.outer { width: 100%; background: #f1f3f5; padding: 24px 0; }
.card { max-width: 600px; margin: 0 auto; background: #ffffff; border-top: 4px solid {{accent}}; border-radius: 6px; }
.head { padding: 20px 28px 8px 28px; }
.brand { color: {{accent}}; font-size: 20px; font-weight: bold; margin: 0; }
.logo { max-height: 48px; max-width: 240px; border: 0; }
.content { padding: 8px 28px 24px 28px; }
.content p { margin: 0 0 14px 0; }
a { color: {{accent}}; }
.calls { width: 100%; border-collapse: collapse; margin: 4px 0 16px 0; }
.calls td { padding: 10px 0; border-bottom: 1px solid #e9ecef; vertical-align: top; }
.call-name { color: {{accent}}; font-weight: bold; text-decoration: none; }
.call-date { color: #495057; font-size: 13px; }
.content p.heading { color: {{accent}}; font-size: 17px; font-weight: bold; margin: 18px 0 6px 0; }
.foot { padding: 14px 28px 22px 28px; color: #6c757d; font-size: 12px; border-top: 1px solid #e9ecef; }
.foot a { color: #6c757d; }
</style>
</head>
<body>
<div class="outer">
<div class="card">
<div class="head">{{#if logo_url}}<img class="logo" src="{{logo_url}}" alt="{{name}}">{{else}}<p class="brand">{{name}}</p>{{/if}}</div>
<div class="content">{{{content}}}</div>
{{#if footer}}<div class="foot">{{{footer}}}</div>{{/if}}
</div>
</div>
</body>
</html>`;

const NEWSLETTER_HTML = `{{{body}}}
{{#if announcements.length}}
<p class="heading">{{heading}}</p>
<table class="calls" role="presentation">
{{#each announcements}}
<tr><td><a class="call-name" href="{{url}}">{{name}}</a>{{#if end_date}}<br><span class="call-date">Scadenza {{end_date}}</span>{{/if}}</td></tr>
{{/each}}
</table>
{{else}}{{#if empty}}<p>{{empty}}</p>{{/if}}{{/if}}
<p>— {{signature}}</p>`;

const NEWSLETTER_FOOTER = `Hai ricevuto questa e-mail perché sei iscritto alla newsletter di {{signature}}.
Non vuoi più riceverla? <a href="{{unsubscribe_url}}">Annulla l'iscrizione</a>.`;

const NEWSLETTER_TEXT = `{{body}}
{{#if announcements.length}}

{{heading}}
{{#each announcements}}
- {{name}}{{#if end_date}} (scadenza {{end_date}}){{/if}}
  {{url}}
{{/each}}
{{else}}{{#if empty}}

{{empty}}
{{/if}}{{/if}}

— {{signature}}

Non vuoi più ricevere questa newsletter? Annulla l'iscrizione: {{unsubscribe_url}}`;

interface Compiled {
  layout: HandlebarsModule.TemplateDelegate;
  newsletterHtml: HandlebarsModule.TemplateDelegate;
  newsletterFooter: HandlebarsModule.TemplateDelegate;
  newsletterText: HandlebarsModule.TemplateDelegate;
  escape: (s: string) => string;
  juice: (html: string) => string;
}
let compiled: Compiled | undefined;

/** Compiles the templates once, with the first mail. */
function templates(): Compiled {
  if (compiled) return compiled;
  const hb = (require('handlebars') as typeof HandlebarsModule).create();
  const juice = require('juice') as (html: string, options?: { removeStyleTags?: boolean }) => string;
  compiled = {
    layout: hb.compile(LAYOUT, { strict: false }),
    newsletterHtml: hb.compile(NEWSLETTER_HTML),
    newsletterFooter: hb.compile(NEWSLETTER_FOOTER),
    newsletterText: hb.compile(NEWSLETTER_TEXT, { noEscape: true }),
    escape: (s) => hb.Utils.escapeExpression(s),
    juice: (html) => juice(html, { removeStyleTags: true }),
  };
  return compiled;
}

/** The layout around already rendered `content` (and `footer`), CSS inlined. */
function inLayout(branding: MailBranding, subject: string, content: string, footer?: string): string {
  const t = templates();
  const accent = MAIL_ACCENT[branding.color ?? 'blue'] ?? MAIL_ACCENT.blue;
  return t.juice(t.layout({ ...branding, accent, subject, content, footer }));
}

const URL_RE = /\bhttps?:\/\/[^\s<>"]+[^\s<>".,;:!?)]/g;

/**
 * Plain text -> HTML paragraphs: escaped, a blank line starts a paragraph, a newline is `<br>`,
 * every http(s) address becomes a link.
 */
export function textToHtml(text: string): string {
  const { escape } = templates();
  return text
    .trim()
    .split(/\n\s*\n/)
    .map((para) => {
      const html = escape(para)
        .replace(URL_RE, (url) => `<a href="${url}">${url}</a>`)
        .replace(/\n/g, '<br>\n');
      return `<p>${html}</p>`;
    })
    .join('\n');
}

/**
 * Any plain-text mail (invitation, password reset, MFA code, digest, ...) in the layout: the text
 * stays the text part, unchanged; the HTML part shows it as paragraphs with its links clickable.
 */
export function textMail(branding: MailBranding, subject: string, text: string): RenderedMail {
  return { html: inLayout(branding, subject, textToHtml(text)), text };
}

/** One announcement of a newsletter: its name, closing date (DD/MM/YYYY or null) and absolute public link. */
export interface NewsletterAnnouncement {
  name: string;
  end_date: string | null;
  url: string;
}

/** What one recipient's newsletter shows. */
export interface NewsletterContent {
  subject: string;
  /** The text written by the consultant (plain text: paragraphs, links made clickable). */
  body: string;
  /** "Bandi in evidenza:" or "Bandi adatti alla tua azienda:". */
  heading: string;
  announcements: NewsletterAnnouncement[];
  /** Shown when there is no announcement ("fits" mode with none), or null. */
  empty: string | null;
  /** The environment's name, under the text. */
  signature: string;
  /** Absolute one-click unsubscribe page address. */
  unsubscribe_url: string;
}

/** A newsletter for one recipient: each announcement named with its link, the unsubscribe link in the footer. */
export function newsletterMail(branding: MailBranding, n: NewsletterContent): RenderedMail {
  const t = templates();
  const content = t.newsletterHtml({ ...n, body: textToHtml(n.body) });
  const html = inLayout(branding, n.subject, content, t.newsletterFooter(n));
  const text = t
    .newsletterText(n)
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return { html, text };
}
