/**
 * The role check of the walk (walk.mjs; issue 15, acceptance 2): every action a page offers
 * (destructive ones and those that save at once included, which the walk does not click) must map
 * to a permission the session view lists — the permissions the API's guard enforces
 * (docs/roles.md#permissions). An action without a rule here fails the walk.
 */

/**
 * The API permission an action needs, from the address it opens or, for dialogs and menu items,
 * its label and the page it is on. One of the listed permissions is enough (the API's row rules
 * narrow further, e.g. the editable tabs of an announcement). null for an action it has no rule
 * for, which fails the walk (a check skipped in silence would let any new action through).
 */
export function permissionsFor(label, pageUrl, targetUrl) {
  const at = new URL(pageUrl).pathname;
  const to = targetUrl ? new URL(targetUrl).pathname : '';
  const env = /^\/ambiente\/\d+/.test(at);
  const rules = [
    [/^\/ambiente\/crea$/, ['projects.create']],
    [/^\/bandi\/crea$/, ['announcements.global.manage']],
    [/^\/ambiente\/\d+\/bandi\/crea$/, ['announcements.local.manage']],
    [/\/bandi\/\d+\/modifica$/, ['announcements.global.manage', 'announcements.global.documents', 'announcements.local.manage']],
    [/^\/template\/crea$/, ['templates.global.manage']],
    [/^\/ambiente\/\d+\/template\/crea$/, ['templates.local.manage']],
    [/\/template\/\d+\/modifica$/, ['templates.global.manage', 'templates.local.manage']],
    [/\/clienti\/\d+\/richieste\/crea$/, ['calls.create']],
    [/\/clienti\/crea$/, ['clients.write']],
    // issue 33: the client import screen (POST …/client-imports)
    [/\/clienti\/importa$/, ['clients.import']],
    [/\/clienti\/\d+\/modifica$/, ['clients.write']],
    [/\/clienti\/trattative$/, ['negotiations.read']],
    [/\/referenti\/crea$/, ['referents.write']],
    [/\/referenti\/\d+\/modifica$/, ['referents.write']],
    [/\/richieste\/crea$/, ['calls.create']],
    [/\/richieste\/\d+\/modifica$/, ['calls.update']],
    // an announcement listed among a client's potential announcements (a link whose title may start with "Nuovo …")
    [/^\/ambiente\/\d+\/clienti\/\d+\/bandi\/\d+$/, ['clients.eligibility', 'announcements.read']],
  ];
  for (const [re, perms] of rules) if (re.test(to)) return perms;
  // dialogs and menu items: by label and page
  // issue 33: the "Viste" menu of every list (POST, PUT, DELETE …/saved-views; every role of the environment)
  if (/^(Salva vista corrente|Rinomina vista|Elimina vista)/.test(label)) return ['saved_views.manage'];
  if (/^Elimina/.test(label)) {
    if (/\/bandi\/\d+$/.test(at))
      return env ? ['announcements.global.documents', 'announcements.local.manage'] : ['announcements.global.manage'];
    if (/\/template\/\d+$/.test(at)) return env ? ['templates.local.manage'] : ['templates.global.manage'];
    if (/\/clienti\/\d+$/.test(at)) return ['clients.write'];
    if (/\/referenti\/\d+$/.test(at)) return ['referents.write'];
    if (/\/richieste\/\d+$/.test(at)) return ['calls.archive'];
    if (/^\/impostazioni/.test(at)) return ['settings.global.read', 'users.manage'];
  }
  if (/^Duplica/.test(label))
    return env ? ['announcements.global.documents', 'announcements.local.manage'] : ['announcements.global.manage'];
  // "Crea bando" on a template: POST …/templates/{id}/announcements, a draft announcement of this area
  if (/^Crea bando/.test(label) && /\/template\/\d+$/.test(at))
    return env ? ['announcements.local.manage'] : ['announcements.global.manage'];
  if (/^Salva come template/.test(label)) return env ? ['templates.local.manage'] : ['templates.global.manage'];
  // issue 34, "Aiuti ricevuti" of a client: POST …/clients/{id}/state-aids and …/state-aid-imports
  if (/^(Aggiungi aiuto|Importa da RNA)/.test(label) && /\/clienti\/\d+$/.test(at)) return ['clients.write'];
  // issue 34, mergers and splits of the single undertaking in "Aiuti ricevuti": POST …/clients/{id}/undertaking-operations
  if (/^Aggiungi operazione/.test(label) && /\/clienti\/\d+$/.test(at)) return ['clients.write'];
  if (/^Importa/.test(label)) return ['announcements.global.manage'];
  if (/^Nuova trattativa/.test(label)) return ['negotiations.create'];
  // issue 37: a task in a modal ("I miei compiti", a call log's follow-up, the "Compiti" card of a
  // client, a negotiation, an announcement; its "Crea compito" submit): POST …/tasks
  if (/^(Nuovo|Crea) compito/.test(label)) return ['tasks.write'];
  if (/^(Nuova|Aggiungi) nota/.test(label)) return ['clients.notes'];
  if (/^Nuovo utente/.test(label)) return env ? ['projects.users.manage'] : ['users.manage'];
  if (/^(Invita|Aggiungi)/.test(label) && /^\/ambiente\/\d+\/impostazioni/.test(at)) return ['projects.users.manage'];
  // "Invita come utente referente" on a referent without access: POST …/referents/{id}/access (docs/route-permissions.txt)
  if (/^Invita/.test(label) && /\/referenti\/\d+$/.test(at)) return ['referents.write'];
  if (/^(Aggiungi|Modifica)/.test(label) && /^\/impostazioni/.test(at)) return ['settings.global.read'];
  if (/^Nuovo ambiente/.test(label)) return ['projects.create'];
  if (/^Nuov[oa] (esperto|avviso|documento|valore|fondo|tipo di documento)/.test(label)) return ['settings.global.read'];
  if (/^Nuova newsletter/.test(label)) return ['newsletters.manage'];
  // issue 35: "Modifica" of a draft newsletter (PUT …/newsletters/{id}), on the Newsletter screen and the environment's settings
  if (/^Modifica/.test(label) && /^\/ambiente\/\d+\/(newsletter|impostazioni)/.test(at)) return ['newsletters.manage'];
  // issue 35, "Link condivisi" of an announcement or a client: DELETE …/announcements/{id}/shares/{shareId}
  if (/^Revoca\b/.test(label) && (/\/bandi\/\d+$/.test(at) || /\/clienti\/\d+$/.test(at))) return ['announcements.share'];
  // "Invita" of the subscribers card on the environment's Newsletter screen: POST …/newsletter-subscribers
  if (/^Invita/.test(label) && /^\/ambiente\/\d+\/newsletter/.test(at)) return ['newsletters.manage'];
  return null;
}
