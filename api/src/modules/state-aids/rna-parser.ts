import type { Readable } from 'node:stream';
import { SaxesParser } from 'saxes';

/** Namespace of RNA's open data of the aid granted (`OpenData_Aiuti_YYYY_MM.xml`). */
export const RNA_NAMESPACE = 'http://www.rna.it/RNA_aiuto/schema';

/** One instrument of a component (STRUMENTO_AIUTO): amounts as written (EUR, `120000.00`). */
export interface RnaInstrument {
  description: string;
  aid_element: string;
  nominal_amount: string;
}

/** One component of an aid (COMPONENTE_AIUTO): its id, regulation and instruments. */
export interface RnaComponent {
  id: string;
  regulation_code: string;
  regulation_description: string;
  instruments: RnaInstrument[];
}

/** One AIUTO element of the file, its texts as written (trimmed). */
export interface RnaAid {
  car: string;
  cor: string;
  measure_title: string;
  granting_body: string;
  grant_date: string;
  cup: string;
  beneficiary_code: string;
  beneficiary_name: string;
  components: RnaComponent[];
}

/** Fields of AIUTO read, by element name. */
const AID_FIELDS: Record<string, keyof RnaAid> = {
  CAR: 'car',
  COR: 'cor',
  TITOLO_MISURA: 'measure_title',
  SOGGETTO_CONCEDENTE: 'granting_body',
  DATA_CONCESSIONE: 'grant_date',
  CUP: 'cup',
  CODICE_FISCALE_BENEFICIARIO: 'beneficiary_code',
  DENOMINAZIONE_BENEFICIARIO: 'beneficiary_name',
};
const COMPONENT_FIELDS: Record<string, 'id' | 'regulation_code' | 'regulation_description'> = {
  ID_COMPONENTE_AIUTO: 'id',
  COD_REGOLAMENTO: 'regulation_code',
  DES_REGOLAMENTO: 'regulation_description',
};
const INSTRUMENT_FIELDS: Record<string, keyof RnaInstrument> = {
  DES_STRUMENTO: 'description',
  ELEMENTO_DI_AIUTO: 'aid_element',
  IMPORTO_NOMINALE: 'nominal_amount',
};

/** Thrown for a file that is not RNA open data (wrong namespace, bad XML); `message` in Italian. */
export class RnaFormatError extends Error {}

const local = (name: string) => {
  const i = name.indexOf(':');
  return i < 0 ? name : name.slice(i + 1);
};

/**
 * Reads an RNA open-data file from `input` as it streams (SAX, `saxes`; constant memory whatever
 * the file's size, which for a month of the whole country is some hundreds of MB): `onAid` is
 * called for each AIUTO element with its fields and components; `keep(code)` is asked as soon as
 * the beneficiary's codice fiscale is read, and an aid it refuses is not handed over (its
 * components are not even gathered). `onProgress(bytes, aids)` is called at most every
 * `progressEvery` AIUTO elements. The root element must be in {@link RNA_NAMESPACE}.
 * Answers the bytes and AIUTO elements read.
 * @throws RnaFormatError on malformed XML or another namespace.
 */
export async function readRna(
  input: Readable,
  handlers: {
    keep: (beneficiaryCode: string) => boolean;
    onAid: (aid: RnaAid) => void | Promise<void>;
    onProgress?: (bytes: number, aids: number) => void | Promise<void>;
    progressEvery?: number;
  },
): Promise<{ bytes: number; aids: number }> {
  const parser = new SaxesParser({ xmlns: false, position: false });
  let depth = 0;
  let aid: RnaAid | null = null;
  let component: RnaComponent | null = null;
  let instrument: RnaInstrument | null = null;
  let field: string | null = null;
  let text = '';
  let skip = false;
  let aids = 0;
  let error: Error | null = null;
  const ready: RnaAid[] = [];

  parser.on('opentag', (tag) => {
    depth++;
    const name = local(tag.name);
    if (depth === 1) {
      const ns = Object.entries(tag.attributes).find(([k]) => k === 'xmlns' || k.startsWith('xmlns:'))?.[1];
      if (ns !== RNA_NAMESPACE)
        error ??= new RnaFormatError(`Il file non è un open data RNA degli aiuti (namespace atteso ${RNA_NAMESPACE})`);
      return;
    }
    if (name === 'AIUTO') {
      aid = {
        car: '',
        cor: '',
        measure_title: '',
        granting_body: '',
        grant_date: '',
        cup: '',
        beneficiary_code: '',
        beneficiary_name: '',
        components: [],
      };
      skip = false;
      return;
    }
    if (!aid || skip) return;
    if (name === 'COMPONENTE_AIUTO') component = { id: '', regulation_code: '', regulation_description: '', instruments: [] };
    else if (name === 'STRUMENTO_AIUTO') instrument = { description: '', aid_element: '', nominal_amount: '' };
    else if (instrument ? name in INSTRUMENT_FIELDS : component ? name in COMPONENT_FIELDS : name in AID_FIELDS) {
      field = name;
      text = '';
    }
  });
  parser.on('text', (t) => {
    if (field) text += t;
  });
  parser.on('cdata', (t) => {
    if (field) text += t;
  });
  parser.on('closetag', (tag) => {
    depth--;
    const name = local(tag.name);
    if (!aid) return;
    if (name === 'AIUTO') {
      aids++;
      if (!skip) ready.push(aid);
      aid = null;
      return;
    }
    if (skip) return;
    if (field === name) {
      const value = text.trim();
      if (instrument) instrument[INSTRUMENT_FIELDS[name]] = value;
      else if (component) component[COMPONENT_FIELDS[name]] = value;
      else {
        aid[AID_FIELDS[name]] = value as never;
        if (name === 'CODICE_FISCALE_BENEFICIARIO' && !handlers.keep(value)) skip = true;
      }
      field = null;
    } else if (name === 'STRUMENTO_AIUTO' && instrument && component) {
      component.instruments.push(instrument);
      instrument = null;
    } else if (name === 'COMPONENTE_AIUTO' && component) {
      aid.components.push(component);
      component = null;
    }
  });
  parser.on('error', (e) => {
    error ??= new RnaFormatError(`XML non valido: ${e.message}`);
  });

  input.setEncoding('utf8');
  let bytes = 0;
  let lastProgress = 0;
  const every = handlers.progressEvery ?? 5000;
  for await (const chunk of input as AsyncIterable<string>) {
    bytes += Buffer.byteLength(chunk);
    parser.write(chunk);
    if (error) break;
    for (const a of ready.splice(0)) await handlers.onAid(a);
    if (handlers.onProgress && aids - lastProgress >= every) {
      lastProgress = aids;
      await handlers.onProgress(bytes, aids);
    }
  }
  if (!error) parser.close();
  if (error) {
    input.destroy();
    throw error;
  }
  for (const a of ready.splice(0)) await handlers.onAid(a);
  return { bytes, aids };
}
