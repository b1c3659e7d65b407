import fs from 'node:fs';
import path from 'node:path';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { Browser, browserAs, mailQueueIdle, outboxSnapshot, startTestApp, type TestApp } from './helpers';
import { createAnnouncement, createClient, createProject, createUser, FACTORY_PASSWORD } from './factories';
import { parsePublicBaseUrl } from '../src/config';
import { JobsService } from '../src/modules/jobs/jobs.service';
import { NewsletterDeliveryService, type NewsletterJob } from '../src/modules/newsletters/newsletter-delivery.service';

/**
 * Issue 35, acceptance 2 (docs/architecture.md#mail-templates): the mails read by a real MIME
 * parser (mailparser). A newsletter is multipart/alternative with an HTML and a text part, a
 * Reply-To (the sending user, or the environment's address), every announcement linked absolutely on
 * PUBLIC_BASE_URL to its public page with a token that opens that announcement, and the RFC 8058
 * List-Unsubscribe headers; a transactional mail (invitation) has both parts too.
 */
const BASE = 'https://bandi.studio-esempio.it';
let app: TestApp;
let saved: string | undefined;

beforeAll(async () => {
  saved = process.env.PUBLIC_BASE_URL;
  process.env.PUBLIC_BASE_URL = `${BASE}/`;
  app = await startTestApp();
});
afterAll(async () => {
  if (saved === undefined) delete process.env.PUBLIC_BASE_URL;
  else process.env.PUBLIC_BASE_URL = saved;
  await app?.close();
});

/** The parsed mails written to the outbox since `before` whose subject is `subject`. */
async function parsedSince(before: Set<string>, subject: string): Promise<ParsedMail[]> {
  await mailQueueIdle(app);
  const files = [...outboxSnapshot(app)].filter((f) => !before.has(f));
  const mails = await Promise.all(files.map((f) => simpleParser(fs.readFileSync(path.join(app.outboxDir, f)))));
  return mails.filter((m) => m.subject === subject);
}

const addresses = (a: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(a) ? a : a ? [a] : []).flatMap((x) => x.value.map((v) => v.address));

/** Every href of an HTML part, its character references decoded as a browser does. */
const hrefs = (html: string) =>
  [...html.matchAll(/href="([^"]+)"/g)].map((m) =>
    m[1].replace(/&#x([0-9a-f]+);/gi, (_e, h: string) => String.fromCodePoint(parseInt(h, 16))).replace(/&amp;/g, '&'),
  );

describe('mails as HTML with a text alternative', () => {
  let p: number;
  let manager: Browser;
  let managerEmail: string;
  let managerId: number;

  beforeAll(async () => {
    const ds = app.dataSource;
    p = await createProject(ds, { name: 'Studio Esempio' });
    await ds.query(`UPDATE projects SET newsletter_enabled = true, color = 'green' WHERE id = $1`, [p]);
    ({ email: managerEmail, id: managerId } = await createUser(ds, 'local-administrator', [p]));
    manager = await browserAs(app, managerEmail, FACTORY_PASSWORD);
  });

  it('a newsletter: multipart/alternative, Reply-To, absolute announcement links opening each announcement, List-Unsubscribe', async () => {
    const ds = app.dataSource;
    const client = await createClient(ds, p);
    const calls = {
      [await createAnnouncement(ds, { name: 'Voucher digitalizzazione' })]: 'Voucher digitalizzazione',
      [await createAnnouncement(ds, { name: 'Bando energia & ambiente' })]: 'Bando energia & ambiente',
    };
    const ids = Object.keys(calls).map(Number);
    await ds.query(
      `INSERT INTO newsletter_subscribers (project_id, email, client_id, status, confirmed_at, unsubscribe_token)
       VALUES ($1, 'titolare@cliente-esempio.it', $2, 'subscribed', now(), 'tok_cliente_0123456789abcdefghij01234567890')`,
      [p, client],
    );
    const [{ id: alone }] = await ds.query(
      `INSERT INTO newsletter_subscribers (project_id, email, status, confirmed_at, unsubscribe_token)
       VALUES ($1, 'lettore@fornitore-esempio.it', 'subscribed', now(), 'tok_lettore_0123456789abcdefghij01234567890') RETURNING id`,
      [p],
    );
    const base = `/api/projects/${p}/newsletters`;
    const created = await manager.send('post', base, {
      subject: 'Bandi di dicembre',
      body: 'Buongiorno,\n\necco i bandi.',
      announcement_ids: ids,
    });
    expect(created.status).toBe(201);

    // the confirmation's preview: what is sent and to how many
    const preview = await manager.get(`${base}/${created.body.id}/preview`);
    expect(preview.status).toBe(200);
    expect(preview.body.recipients_count).toBe(2);
    expect(preview.body.data[0].reply_to).toBe(managerEmail);
    expect(preview.body.data[0].html).toContain(`${BASE}/ambiente/${p}/`);

    const before = outboxSnapshot(app);
    expect((await manager.send('post', `${base}/${created.body.id}/send`)).status).toBe(200);
    await app.handle.app.get(JobsService).idle(['newsletter-send', 'mail']);
    const mails = await parsedSince(before, 'Bandi di dicembre');
    expect(mails.map((m) => addresses(m.to)[0]).sort()).toEqual(['lettore@fornitore-esempio.it', 'titolare@cliente-esempio.it']);

    for (const m of mails) {
      const to = addresses(m.to)[0] ?? '';
      expect([to, (m.headers.get('content-type') as { value: string }).value]).toEqual([to, 'multipart/alternative']);
      expect(m.html).toEqual(expect.stringContaining('Voucher digitalizzazione'));
      expect(m.text).toContain('Voucher digitalizzazione');
      expect(addresses(m.replyTo)).toEqual([managerEmail]);
      // RFC 8058 one-click unsubscribe, as the parser reads the raw header lines
      const header = (name: string) =>
        m.headerLines
          .find((h) => h.key === name)
          ?.line.replace(/^[^:]+:/, '')
          .replace(/\s+/g, ''); // unfolded
      expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
      expect(header('list-unsubscribe')).toMatch(new RegExp(`^<${BASE}/api/public/newsletter/unsubscribe/tok_\\w+>$`));

      // every link of the HTML part is absolute on the configured base
      const links = hrefs(m.html as string);
      for (const href of links) expect(href.startsWith(`${BASE}/`)).toBe(true);
      const callLinks = links.filter((href) => href.includes('/pubblico?token='));
      expect(callLinks).toHaveLength(2);
      const owner = to.startsWith('titolare') ? `clienti/${client}` : `iscritti/${alone}`;
      for (const href of callLinks) {
        const url = new URL(href);
        const match = new RegExp(`^/ambiente/${p}/${owner}/bandi/(\\d+)/pubblico$`).exec(url.pathname);
        expect(match).not.toBeNull();
        const id = Number(match![1]);
        // the same link in the text part
        expect(m.text).toContain(href);
        const page = await manager.get(`/api/public/announcements/${id}?token=${url.searchParams.get('token')}`);
        expect([href, page.status, page.body.name]).toEqual([href, 200, calls[id]]);
      }
    }

    // one link per announcement and recipient; a job run again (restart) queues nothing twice and makes no new link
    const sharesOf = async () =>
      (await ds.query(`SELECT count(*)::int AS n FROM announcement_shares WHERE project_id = $1`, [p]))[0].n as number;
    expect(await sharesOf()).toBe(4);
    const again = outboxSnapshot(app);
    const delivery = app.handle.app.get(NewsletterDeliveryService) as unknown as { run(job: NewsletterJob): Promise<void> };
    await delivery.run({ projectId: p, newsletterId: created.body.id, userId: managerId, origin: 'http://altro', summary: '' });
    expect(await sharesOf()).toBe(4);
    expect(await parsedSince(again, 'Bandi di dicembre')).toHaveLength(0);
  });

  it("the environment's Reply-To: validated, then used instead of the sender's address", async () => {
    const v = (await manager.get(`/api/projects/${p}`)).body.version;
    const bad = await manager.send('put', `/api/projects/${p}`, { reply_to_email: 'segreteria@', version: v });
    expect([bad.status, bad.body.errors?.reply_to_email]).toEqual([422, ['Indirizzo e-mail non valido']]);
    const ok = await manager.send('put', `/api/projects/${p}`, { reply_to_email: 'segreteria@studio-esempio.it', version: v });
    expect([ok.status, ok.body.reply_to_email]).toEqual([200, 'segreteria@studio-esempio.it']);
    const draft = await manager.send('post', `/api/projects/${p}/newsletters`, { subject: 'Notizie', body: 'Testo' });
    const preview = await manager.get(`/api/projects/${p}/newsletters/${draft.body.id}/preview`);
    expect(preview.body.data.map((d: { reply_to: string }) => d.reply_to)).toEqual([
      'segreteria@studio-esempio.it',
      'segreteria@studio-esempio.it',
    ]);
  });

  it('a transactional mail (invitation) is multipart/alternative with its text in both parts', async () => {
    const before = outboxSnapshot(app);
    const email = `invitata.${Date.now()}@studio-esempio.it`;
    const res = await manager.send('post', `/api/projects/${p}/users/invite`, {
      name: 'Ida',
      surname: 'Neri',
      email,
      type: 'client-manager',
    });
    expect(res.status).toBe(202);
    await mailQueueIdle(app);
    const files = [...outboxSnapshot(app)].filter((f) => !before.has(f));
    const mails = (await Promise.all(files.map((f) => simpleParser(fs.readFileSync(path.join(app.outboxDir, f)))))).filter((m) =>
      addresses(m.to).includes(email),
    );
    expect(mails).toHaveLength(1);
    const [m] = mails;
    expect((m.headers.get('content-type') as { value: string }).value).toBe('multipart/alternative');
    expect(m.text).toBeTruthy();
    expect(m.html).toBeTruthy();
    // the same words in both parts: the temporary password too
    const code = /password temporanea: (\S+)/.exec(m.text as string)?.[1];
    expect(code).toBeTruthy();
    expect(m.html).toContain(`password temporanea: ${code}`);
    expect(m.html).toContain('Portale Bandi');
  });
});

describe('PUBLIC_BASE_URL', () => {
  it('is an absolute http(s) address, kept without its trailing slash; anything else stops the start', () => {
    expect(parsePublicBaseUrl('https://bandi.studio.it/portale/')).toBe('https://bandi.studio.it/portale');
    expect(parsePublicBaseUrl('')).toBeUndefined();
    for (const bad of ['bandi.studio.it', 'ftp://bandi.studio.it', 'javascript:alert(1)'])
      expect(() => parsePublicBaseUrl(bad)).toThrow(`PUBLIC_BASE_URL non valido: ${bad}`);
  });
});
