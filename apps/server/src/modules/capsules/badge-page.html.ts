import type { BadgeView } from '@app/contracts/capsules';

/*
 * The public badge page (/app/Capsules/{capsule}/badge/{badgeID}) as server-rendered HTML: what recruiters open from
 * LinkedIn, so it loads no JavaScript at all (the SPA's shell is ~200 KB). It shows what the SPA's page showed: the
 * badge, holder's display name (never the email), criteria, evidence, valid or revoked, the server's verification of
 * the signature and the signed credential to download (a data: link, so no script and no extra endpoint).
 * Texts in EN/ES/DE, chosen by Accept-Language (German in the formal register).
 */

type Texts = Record<
  'notFoundTitle' | 'notFound' | 'issuedBy' | 'imageAlt' | 'valid' | 'revoked' | 'downloadPng' | 'holder' | 'issuedOn' | 'revokedOn' | 'description' |
  'criteria' | 'evidence' | 'linkedIn' | 'verifyTitle' | 'signatureValid' | 'signatureInvalid' | 'isRevoked' | 'notRevoked' | 'method' | 'issuerDid' |
  'checkedOn' | 'verifyElsewhere' | 'downloadJson' | 'showJson' | 'home',
  string
>;

const texts: Record<'en' | 'es' | 'de', Texts> = {
  en: {
    notFoundTitle: 'Badge not found', notFound: 'There is no badge at this address. Check the link you were given.',
    issuedBy: 'An Open Badges 3.0 credential issued by {issuer}', imageAlt: 'Badge image of {name}', valid: 'Valid', revoked: 'Revoked',
    downloadPng: 'Download the badge (PNG)', holder: 'Awarded to', issuedOn: 'Issued on', revokedOn: 'Revoked on {date}', description: 'What it means',
    criteria: 'Criteria', evidence: 'Evidence', linkedIn: 'Add to LinkedIn profile', verifyTitle: 'Verify',
    signatureValid: 'The signature is valid: this credential was issued by us and has not been changed.',
    signatureInvalid: 'The signature does not match: this credential was changed or is not ours.',
    isRevoked: 'It has been revoked.', notRevoked: 'It has not been revoked.', method: 'Proof: {method}', issuerDid: 'Issuer:',
    checkedOn: 'Checked by our server on {date}', verifyElsewhere: 'Download the credential and check it with any Open Badges 3.0 verifier, for example',
    downloadJson: 'Download the credential (JSON)', showJson: 'Show the signed credential', home: 'Home',
  },
  es: {
    notFoundTitle: 'Insignia no encontrada', notFound: 'No hay ninguna insignia en esta dirección. Revisa el enlace que te dieron.',
    issuedBy: 'Una credencial Open Badges 3.0 emitida por {issuer}', imageAlt: 'Imagen de la insignia {name}', valid: 'Válida', revoked: 'Revocada',
    downloadPng: 'Descargar la insignia (PNG)', holder: 'Otorgada a', issuedOn: 'Emitida el', revokedOn: 'Revocada el {date}', description: 'Qué significa',
    criteria: 'Criterios', evidence: 'Evidencias', linkedIn: 'Añadir al perfil de LinkedIn', verifyTitle: 'Verificar',
    signatureValid: 'La firma es válida: esta credencial la emitimos nosotros y no ha sido modificada.',
    signatureInvalid: 'La firma no coincide: esta credencial fue modificada o no es nuestra.',
    isRevoked: 'Ha sido revocada.', notRevoked: 'No ha sido revocada.', method: 'Prueba: {method}', issuerDid: 'Emisor:',
    checkedOn: 'Comprobada por nuestro servidor el {date}', verifyElsewhere: 'Descarga la credencial y compruébala con cualquier verificador de Open Badges 3.0, por ejemplo',
    downloadJson: 'Descargar la credencial (JSON)', showJson: 'Mostrar la credencial firmada', home: 'Inicio',
  },
  de: {
    notFoundTitle: 'Abzeichen nicht gefunden', notFound: 'Unter dieser Adresse gibt es kein Abzeichen. Prüfen Sie den Link, den Sie erhalten haben.',
    issuedBy: 'Ein Open-Badges-3.0-Nachweis, ausgestellt von {issuer}', imageAlt: 'Abzeichenbild {name}', valid: 'Gültig', revoked: 'Widerrufen',
    downloadPng: 'Abzeichen herunterladen (PNG)', holder: 'Verliehen an', issuedOn: 'Ausgestellt am', revokedOn: 'Widerrufen am {date}', description: 'Bedeutung',
    criteria: 'Kriterien', evidence: 'Nachweise', linkedIn: 'Zum LinkedIn-Profil hinzufügen', verifyTitle: 'Prüfen',
    signatureValid: 'Die Signatur ist gültig: Dieser Nachweis wurde von uns ausgestellt und nicht verändert.',
    signatureInvalid: 'Die Signatur passt nicht: Dieser Nachweis wurde verändert oder stammt nicht von uns.',
    isRevoked: 'Er wurde widerrufen.', notRevoked: 'Er wurde nicht widerrufen.', method: 'Beweis: {method}', issuerDid: 'Aussteller:',
    checkedOn: 'Von unserem Server geprüft am {date}', verifyElsewhere: 'Laden Sie den Nachweis herunter und prüfen Sie ihn mit einem beliebigen Open-Badges-3.0-Prüfer, zum Beispiel',
    downloadJson: 'Nachweis herunterladen (JSON)', showJson: 'Signierten Nachweis anzeigen', home: 'Startseite',
  },
};
const locales = { en: 'en-GB', es: 'es-ES', de: 'de-DE' } as const;

/** The first of en/es/de the browser accepts (Accept-Language order), English otherwise. */
export function badgePageLanguage(acceptLanguage: string | undefined): 'en' | 'es' | 'de' {
  for (const part of (acceptLanguage ?? '').split(',')) {
    const code = part.trim().slice(0, 2).toLowerCase();
    if (code === 'en' || code === 'es' || code === 'de') return code;
  }
  return 'en';
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const fill = (s: string, v: Record<string, string>) => s.replace(/\{(\w+)\}/g, (_, k: string) => v[k] ?? '');

const css = `
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1b1e;background:#f4f6fa}
header{background:#fff;border-bottom:1px solid #dee2e6}header div{max-width:960px;margin:0 auto;padding:12px 16px}header a{color:#1864ab;font-weight:600;text-decoration:none}
main{max-width:960px;margin:0 auto;padding:24px 16px 48px}h1{font-size:1.75rem;line-height:1.25;margin:0 0 4px}h2{font-size:1.15rem;margin:0 0 8px}
.lead{color:#495057;margin:0 0 20px}.grid{display:grid;gap:16px;grid-template-columns:1fr}@media(min-width:700px){.grid{grid-template-columns:1fr 2fr}}
.card{background:#fff;border:1px solid #dee2e6;border-radius:8px;padding:20px}.center{text-align:center}.center img{width:160px;height:160px;object-fit:contain}
.pill{display:inline-block;padding:2px 12px;border-radius:999px;font-weight:600;font-size:.875rem;margin:8px 0}.ok{background:#e6fcf5;color:#087f5b}.bad{background:#fff5f5;color:#c92a2a}
dt{color:#495057;font-size:.875rem;margin-top:10px}dd{margin:0}.holder{font-weight:600;font-size:1.15rem}
.btn{display:inline-block;padding:8px 14px;border-radius:6px;border:1px solid #ced4da;background:#fff;color:#1a1b1e;text-decoration:none;font-size:.875rem;font-weight:600;margin-top:8px}
.btn.primary{background:#1864ab;border-color:#1864ab;color:#fff}.note{border-radius:6px;padding:12px;margin:0 0 10px}.small{font-size:.875rem;color:#495057;margin:4px 0}
code{font-size:.8rem;word-break:break-all;background:#f1f3f5;padding:1px 4px;border-radius:4px}section{margin-top:16px}a{color:#1864ab}
pre{max-height:320px;overflow:auto;background:#f8f9fa;border:1px solid #e9ecef;border-radius:6px;padding:8px;font-size:.75rem}details summary{cursor:pointer;margin-top:10px}
`;

function shell(lang: 'en' | 'es' | 'de', brand: string, title: string, body: string, head = '') {
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<link rel="icon" type="image/svg+xml" href="/app/favicon.svg">
<title>${esc(title)} | ${esc(brand)}</title>${head}<style>${css}</style></head>
<body><header><div><a href="/">${esc(brand)}</a></div></header><main>${body}</main></body></html>`;
}

/** The page for a badge, or the clean 404 page for `null`. */
export function renderBadgePage(b: BadgeView | null, o: { lang: 'en' | 'es' | 'de'; brand: string; appUrl: string }): string {
  const t = texts[o.lang];
  if (!b) {
    return shell(o.lang, o.brand, t.notFoundTitle, `<h1>${esc(t.notFoundTitle)}</h1><p class="note" style="background:#f1f3f5">${esc(t.notFound)}</p>`,
      '<meta name="robots" content="noindex">');
  }
  const date = (iso: string, time = false) =>
    new Intl.DateTimeFormat(locales[o.lang], time ? { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' } : { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));
  const valid = b.Status === 'valid' && b.Verification.SignatureValid;
  const json = JSON.stringify(b.Credential, null, 2);
  const image = `${o.appUrl}${b.ImageUrl}`;
  const description = `${b.HolderName}: ${b.Name}. ${b.Description}`;
  const head = [
    `<meta name="description" content="${esc(description)}">`,
    `<meta property="og:type" content="website"><meta property="og:title" content="${esc(b.Name)}"><meta property="og:description" content="${esc(description)}">`,
    `<meta property="og:image" content="${esc(image)}"><meta property="og:url" content="${esc(b.PublicUrl)}"><link rel="canonical" href="${esc(b.PublicUrl)}">`,
  ].join('');
  const body = `
<h1>${esc(b.Name)}</h1>
<p class="lead">${esc(fill(t.issuedBy, { issuer: b.IssuerName }))}</p>
<div class="grid">
  <div class="card center">
    <img src="${esc(b.ImageUrl)}" alt="${esc(fill(t.imageAlt, { name: b.Name }))}" width="160" height="160">
    <div><span class="pill ${b.Status === 'valid' ? 'ok' : 'bad'}">${esc(b.Status === 'valid' ? t.valid : t.revoked)}</span></div>
    <a class="btn" href="${esc(b.ImageUrl)}" download="badge-${esc(b.BadgeID)}.png">${esc(t.downloadPng)}</a>
  </div>
  <div class="card">
    <dl style="margin:0">
      <dt>${esc(t.holder)}</dt><dd class="holder" data-testid="badge-holder">${esc(b.HolderName)}</dd>
      <dt>${esc(t.issuedOn)}</dt><dd>${esc(date(b.IssuedOn))}</dd>
      ${b.RevokedOn ? `<dd class="small" style="color:#c92a2a">${esc(fill(t.revokedOn, { date: date(b.RevokedOn) }))}</dd>` : ''}
      <dt>${esc(t.description)}</dt><dd>${esc(b.Description)}</dd>
      <dt>${esc(t.criteria)}</dt><dd>${esc(b.Criteria)}</dd>
      <dt>${esc(t.evidence)}</dt><dd><ul style="margin:4px 0;padding-left:20px">${b.Evidence.map((e) => `<li>${esc(e.Description)}</li>`).join('')}</ul></dd>
    </dl>
    <a class="btn primary" href="${esc(b.LinkedInUrl)}" target="_blank" rel="noopener noreferrer" data-testid="linkedin-link">${esc(t.linkedIn)}</a>
  </div>
</div>
<section class="card" aria-labelledby="badge-verify">
  <h2 id="badge-verify">${esc(t.verifyTitle)}</h2>
  <p class="note ${valid ? 'ok' : 'bad'}" role="status" data-testid="badge-verification">${esc(b.Verification.SignatureValid ? t.signatureValid : t.signatureInvalid)} ${esc(b.Verification.Revoked ? t.isRevoked : t.notRevoked)}</p>
  <p class="small">${esc(fill(t.method, { method: b.Verification.Method }))}</p>
  <p class="small">${esc(t.issuerDid)} <code>${esc(b.Verification.Issuer)}</code></p>
  <p class="small">${esc(fill(t.checkedOn, { date: date(b.Verification.CheckedOn, true) }))}</p>
  <p class="small">${esc(t.verifyElsewhere)} <a href="https://verifierplus.org" target="_blank" rel="noopener noreferrer">VerifierPlus</a></p>
  <a class="btn" href="data:application/ld+json;charset=utf-8,${encodeURIComponent(json)}" download="badge-${esc(b.BadgeID)}.json">${esc(t.downloadJson)}</a>
  <details><summary>${esc(t.showJson)}</summary><pre tabindex="0">${esc(json)}</pre></details>
</section>`;
  return shell(o.lang, o.brand, b.Name, body, head);
}
