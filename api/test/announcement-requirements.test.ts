import { randomUUID } from 'node:crypto';
import { browserAs, startTestApp, type Browser, type TestApp } from './helpers';
import { createUser, FACTORY_PASSWORD } from './factories';
import { VALID } from '../../domain/test/announcement-cases';

/**
 * Issue 10, acceptance 4 (API): requirement values outside the reference tables answer 422 with
 * the field named, on create and on update; values from the tables are stored. (The pure rules,
 * dimensions, years and evaluation procedures, also run in domain/test and the form: the shared
 * table domain/test/announcement-cases.ts, POSTed by api/test/announcement-parity.test.ts.)
 */
let app: TestApp;
let expert: Browser;
const word = `Requisiti${randomUUID().replace(/-/g, '').slice(0, 8)}`;
const body = (over: Record<string, unknown>) => ({ ...VALID, name: `${VALID.name} ${word}`, status: 'published', ...over });

beforeAll(async () => {
  app = await startTestApp();
  expert = await browserAs(app, (await createUser(app.dataSource, 'expert-announcement', [])).email, FACTORY_PASSWORD);
});
afterAll(async () => {
  await app?.close();
});

describe('requirement values from the reference tables', () => {
  it.each([
    [
      'an unknown area of intervention',
      { announcements_areas_of_intervention: ['digitalizzazione', 'viaggi-su-marte'] },
      { announcements_areas_of_intervention: ["Valore non presente nell'elenco: viaggi-su-marte"] },
    ],
    ['a legal form that is no ELF code', { legal_form: ['OV32', 'ZZZZ'] }, { legal_form: ["Valore non presente nell'elenco: ZZZZ"] }],
    [
      'a legal form given as a label instead of its code',
      { legal_form: ['Società a responsabilità limitata'] },
      { legal_form: ["Valore non presente nell'elenco: Società a responsabilità limitata"] },
    ],
    [
      'ATECO codes that exist in no version',
      { announcements_ateco_codes: [{ value: '62' }, { value: '99.99.99' }, { value: '00' }] },
      {
        'announcements_ateco_codes.1.value': ['Codice ATECO non valido'],
        'announcements_ateco_codes.2.value': ['Codice ATECO non valido'],
      },
    ],
    [
      'an unknown business register',
      { business_register: ['registro-fantasma'] },
      { business_register: ["Valore non presente nell'elenco: registro-fantasma"] },
    ],
    [
      'a comune outside the province given',
      { announcements_locations: [{ nation: 'Italia', region: '03', province: 'MI', city: '021041' }] },
      { 'announcements_locations.0.city': ['Il comune non è nella provincia indicata'] },
    ],
    [
      'an unknown region',
      { announcements_locations: [{ nation: 'Italia', region: '42' }] },
      { 'announcements_locations.0.region': ['Regione non valida'] },
    ],
    [
      'an unknown nation',
      { announcements_locations: [{ nation: 'Marte' }] },
      { 'announcements_locations.0.nation': ['Valore non valido'] },
    ],
  ])('%s: 422 with the field named, nothing stored', async (_title, over, errors) => {
    const res = await expert.send('post', '/api/announcements', body(over));
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual(errors);
  });

  it('stores values from the tables: an ATECO 2007 code, a section, ELF codes, a known area; an update with a bad value is refused', async () => {
    const res = await expert.send(
      'post',
      '/api/announcements',
      body({
        announcements_ateco_codes: [{ value: 'J' }, { value: '62.01' }],
        legal_form: ['OV32', '8GU1'],
        evaluation_procedure: 'A sportello (ordine cronologico)',
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body.legal_form).toEqual(['OV32', '8GU1']);
    const bad = await expert.send('put', `/api/announcements/${res.body.id}`, {
      announcements_company_dimensions: ['giant'],
      year_of_establishment_max: 2099,
      version: res.body.version,
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['announcements_company_dimensions', 'year_of_establishment_max']);
    const ok = await expert.send('put', `/api/announcements/${res.body.id}`, { legal_form: ['P418'], version: res.body.version });
    expect(ok.status).toBe(200);
    expect(ok.body.legal_form).toEqual(['P418']);
  });
});
