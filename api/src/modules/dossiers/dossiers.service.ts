import { createHash, randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import { documentStatus, todayInRome } from '@bandi/domain';
import JSZip from 'jszip';
import { DataSource, type EntityManager } from 'typeorm';
import type { UploadedFilePart } from '../../common/http/upload';
import { AuditService, diffFields } from '../audit/audit.service';
import type { TenantQuery } from '../../common/tenancy/tenant-query';
import { FilesService } from '../files/files.service';
import { NegotiationsService } from '../negotiations/negotiations.service';
import { NotificationsService } from '../notifications/notifications.service';
import type { User } from '../users/user.entity';
import type { DossierStatus } from './dossier-item.entity';
import { type DossierAuditAction, type DossierAuditItem, type DossierAuditWho, recordDossierChange, uploadChanges } from './dossiers.audit';
import { DOSSIER_LINK_DEFAULT_DAYS, type DossierItemCreateDto, type DossierItemPatchDto } from './dossiers.dto';
import { DossierItemNotFoundException, DossierLinkNotFoundException, InvalidDossierException } from './dossiers.exceptions';
import {
  type CurrentClientDocument,
  type DossierItemChange,
  type DossierItemRow,
  type DossierLinkRow,
  DossiersRepository,
} from './dossiers.repository';
import type {
  CreatedDossierLinkView,
  DossierItemView,
  DossierLinkPage,
  DossierLinkView,
  DossierProgressView,
  DossierView,
  PublicDossierView,
} from './dossier.response';

const hash = (token: string) => createHash('sha256').update(token).digest('hex');
const iso = (d: Date | string | null) => (d == null ? null : new Date(d).toISOString());

/** Lower case, no accents, words separated by one space: the form labels are compared in. */
function normalize(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * The client document an item's label stands for (docs/domain.md#dossier): the newest current
 * document whose type's label equals the item's label, or begins with it, or which the label begins
 * with ("Visura camerale" and the type "Visura camerale ordinaria"), ignoring case, accents and
 * punctuation; prefixes count from 4 characters. Undefined when none.
 */
export function matchClientDocument(label: string, documents: CurrentClientDocument[]): CurrentClientDocument | undefined {
  const l = normalize(label);
  if (!l) return undefined;
  return documents.find((d) => {
    const t = normalize(d.type_label);
    if (!t) return false;
    if (t === l || normalize(d.type_code) === l) return true;
    const prefix = (a: string, b: string) => b.length >= 4 && (a === b || a.startsWith(`${b} `));
    return prefix(t, l) || prefix(l, t);
  });
}

/**
 * The status of an item today: an item resting on a linked client document (no file of its own)
 * that is caricato or scaduto follows the document's expiry ('scaduto' once it is past, Europe/Rome);
 * any other status is the stored one.
 */
export function effectiveStatus(
  r: Pick<DossierItemRow, 'status' | 'client_document_id' | 'client_document_expiry' | 'file_id'>,
  today: string,
): DossierStatus {
  if (r.client_document_id && !r.file_id && (r.status === 'caricato' || r.status === 'scaduto'))
    return documentStatus(r.client_document_expiry, today) === 'scaduto' ? 'scaduto' : 'caricato';
  return r.status;
}

/** Progress of items: the required ones not "non applicabile" and, of them, those caricato or verificato. */
export function dossierProgress(items: { required: boolean; status: DossierStatus }[]): DossierProgressView {
  const counted = items.filter((i) => i.required && i.status !== 'non applicabile');
  return { required_total: counted.length, done: counted.filter((i) => i.status === 'caricato' || i.status === 'verificato').length };
}

function view(r: DossierItemRow, today: string): DossierItemView {
  const status = effectiveStatus(r, today);
  return {
    id: r.id,
    source_kind: r.source_kind,
    source_ref: r.source_ref,
    label: r.label,
    required: r.required,
    status,
    to_verify: status === 'caricato' && r.verified_at == null,
    client_document: r.client_document_id
      ? { id: r.client_document_id, name: r.client_document_name, expiry_date: r.client_document_expiry }
      : null,
    file: r.file_id ? { id: r.file_id, original_name: r.file_name ?? 'documento' } : null,
    note: r.note,
    verified_by: r.verified_by,
    verified_by_name: r.verified_by_name,
    verified_at: iso(r.verified_at),
    uploaded_via_link: r.uploaded_via_link,
    updated_at: iso(r.updated_at)!,
    version: r.version,
  };
}

function linkView(r: DossierLinkRow): DossierLinkView {
  return { id: r.id, expires_at: iso(r.expires_at)!, revoked_at: iso(r.revoked_at), created_at: iso(r.created_at)!, active: !!r.active };
}

/** The fields of an item an update logs: status, note, required, the linked client document's id. */
const auditedItem = (v: DossierItemView) => ({
  status: v.status,
  note: v.note,
  required: v.required,
  client_document_id: v.client_document?.id ?? null,
});

/** One CSV field (`;`-separated, quoted when needed). */
const csv = (v: string) => (/[;"\n\r]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(Buffer.isBuffer(c) ? c : Buffer.from(c as Uint8Array));
  return Buffer.concat(chunks);
}

/**
 * The dossier of a negotiation (docs/domain.md#dossier, docs/api.md#dossier): the checklist built
 * from its announcement (standard documents, additional documents, expense items' required attachments,
 * custom fields) plus manual items, each linked to the client's current document of the matching
 * type or to its own upload; the progress; the ZIP; the referent's upload links and public page.
 * Visibility of the negotiation: NegotiationsService (another environment's, or one of a client a
 * referent does not follow: 404).
 */
@Injectable()
export class DossiersService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly repo: DossiersRepository,
    private readonly negotiations: NegotiationsService,
    private readonly files: FilesService,
    private readonly notifications: NotificationsService,
    private readonly audit: AuditService,
  ) {}

  /** One entry of the client's log for a dossier change ({@link recordDossierChange}). */
  private log(em: EntityManager, who: DossierAuditWho, action: DossierAuditAction, item: DossierAuditItem | null, changes = {}) {
    return recordDossierChange(this.audit, em, who, action, item, changes);
  }

  /** The items and the progress. 404 negotiation not visible. */
  async get(user: User, projectId: number, negotiationId: number, today = todayInRome()): Promise<DossierView> {
    await this.negotiations.get(user, projectId, negotiationId);
    return this.read(this.repo.tenant(this.dataSource, projectId), negotiationId, today);
  }

  private async read(tq: TenantQuery, negotiationId: number, today: string): Promise<DossierView> {
    const items = (await this.repo.items(tq, negotiationId)).map((r) => view(r, today));
    return { negotiation_id: negotiationId, items, progress: dossierProgress(items) };
  }

  /**
   * Builds the dossier from the negotiation's call, or refreshes it: adds the announcement's items not there
   * yet (a refresh never removes or changes an item), then links every item still mancante /
   * caricato / scaduto without a file of its own to the client's current document of the matching
   * type ({@link matchClientDocument}): 'scaduto' when that document is expired today, 'caricato'
   * otherwise. A negotiation without an announcement gets only the links. One transaction. 404 not visible.
   */
  async build(user: User, projectId: number, negotiationId: number, today = todayInRome()): Promise<DossierView> {
    const negotiation = await this.negotiations.get(user, projectId, negotiationId);
    await this.dataSource.transaction(async (em) => {
      const tq = this.repo.tenant(em, projectId);
      const added = negotiation.announcement_id
        ? await this.repo.insertItems(tq, negotiationId, await this.repo.callItems(tq, negotiation.announcement_id))
        : 0;
      const documents = await this.repo.currentDocuments(tq, negotiation.client_id);
      let linked = 0;
      for (const item of await this.repo.items(tq, negotiationId)) {
        if (item.file_id || !['mancante', 'caricato', 'scaduto'].includes(item.status)) continue;
        const doc = matchClientDocument(item.label, documents);
        if (!doc || doc.id === item.client_document_id) continue;
        await this.repo.update(tq, negotiationId, item.id, {
          client_document_id: doc.id,
          status: documentStatus(doc.expiry_date, today) === 'scaduto' ? 'scaduto' : 'caricato',
          verified_by: null,
          verified_at: null,
        });
        linked++;
      }
      if (added || linked) {
        const who = { userId: user.id, projectId, clientId: negotiation.client_id, negotiationId };
        await this.log(em, who, 'dossier.built', null, { items_added: added, documents_linked: linked });
      }
    });
    return this.read(this.repo.tenant(this.dataSource, projectId), negotiationId, today);
  }

  /** "Aggiungi voce": a manual item, mancante, at the end. 201 with the dossier; 404 not visible; 422 label. */
  async addItem(user: User, projectId: number, negotiationId: number, dto: DossierItemCreateDto): Promise<DossierView> {
    const negotiation = await this.negotiations.get(user, projectId, negotiationId);
    const label = dto.label.trim();
    if (!label) throw new InvalidDossierException('label', 'Campo obbligatorio');
    await this.dataSource.transaction(async (em) => {
      const tq = this.repo.tenant(em, projectId);
      const required = dto.required ?? true;
      await this.repo.insertItems(tq, negotiationId, [{ source_kind: 'manual', source_ref: null, label, required }]);
      const items = await this.repo.items(tq, negotiationId);
      const item = items[items.length - 1];
      if (dto.note != null) await this.repo.update(tq, negotiationId, item.id, { note: dto.note });
      const who = { userId: user.id, projectId, clientId: negotiation.client_id, negotiationId };
      await this.log(em, who, 'dossier.item_added', item, { required });
    });
    return this.get(user, projectId, negotiationId);
  }

  /**
   * Changes an item: `status` (`verificato`: verified by the user now; any other status clears the
   * verification), `note`, `required`, `client_document_id` (a document of the negotiation's client,
   * not deleted: the item rests on it, its own file is dropped, status caricato or scaduto by its
   * expiry unless a status is sent; null unlinks: mancante unless it has a file). 404 negotiation
   * not visible or item of another dossier; 422 a document not of the client.
   */
  async patch(
    user: User,
    projectId: number,
    negotiationId: number,
    itemId: number,
    dto: DossierItemPatchDto,
    today = todayInRome(),
  ): Promise<DossierItemView> {
    const negotiation = await this.negotiations.get(user, projectId, negotiationId);
    return this.dataSource.transaction(async (em) => {
      const tq = this.repo.tenant(em, projectId);
      const item = await this.repo.item(tq, negotiationId, itemId);
      if (!item) throw new DossierItemNotFoundException();
      const change: DossierItemChange = {};
      if (dto.note !== undefined) change.note = dto.note?.trim() || null;
      if (dto.required !== undefined) change.required = dto.required;
      if (dto.client_document_id !== undefined) {
        if (dto.client_document_id === null) {
          change.client_document_id = null;
          change.status = item.file_id ? 'caricato' : 'mancante';
        } else {
          if (!(await this.repo.clientHasDocument(tq, negotiation.client_id, dto.client_document_id)))
            throw new InvalidDossierException('client_document_id', 'Documento non trovato tra quelli del cliente');
          const expiry = (await this.repo.currentDocuments(tq, negotiation.client_id)).find(
            (d) => d.id === dto.client_document_id,
          )?.expiry_date;
          change.client_document_id = dto.client_document_id;
          change.file_id = null;
          change.status = documentStatus(expiry ?? null, today) === 'scaduto' ? 'scaduto' : 'caricato';
        }
        change.verified_by = null;
        change.verified_at = null;
      }
      if (dto.status !== undefined) {
        change.status = dto.status;
        if (dto.status === 'verificato') {
          change.verified_by = user.id;
          change.verified_at = new Date();
        } else {
          change.verified_by = null;
          change.verified_at = null;
        }
      }
      await this.repo.update(tq, negotiationId, itemId, change);
      const after = view((await this.repo.item(tq, negotiationId, itemId))!, today);
      // the fields sent (a linked document may change the status too), compared on the item's view
      // before and after (docs/api.md#audit-log)
      const sent = Object.keys(dto).filter((k) => dto[k as keyof DossierItemPatchDto] !== undefined);
      if (dto.client_document_id !== undefined) sent.push('status');
      const changes = diffFields(auditedItem(view(item, today)), auditedItem(after), sent);
      if (changes.fields.length)
        await this.log(
          em,
          { userId: user.id, projectId, clientId: negotiation.client_id, negotiationId },
          'dossier.item_updated',
          item,
          changes,
        );
      return after;
    });
  }

  /**
   * "Carica file": stores the file (FilesService: type by its content, at most 10 MB, safe name;
   * 422 otherwise) as the item's own file: caricato, to verify, unlinked from any client document.
   * 404 negotiation not visible or item of another dossier.
   */
  async upload(user: User, projectId: number, negotiationId: number, itemId: number, file: UploadedFilePart): Promise<DossierItemView> {
    const negotiation = await this.negotiations.get(user, projectId, negotiationId);
    const tq0 = this.repo.tenant(this.dataSource, projectId);
    const item = await this.repo.item(tq0, negotiationId, itemId);
    if (!item) throw new DossierItemNotFoundException();
    const info = await this.files.upload(file, { userId: user.id, projectId });
    return this.dataSource.transaction(async (em) => {
      const tq = this.repo.tenant(em, projectId);
      const done = await this.repo.update(tq, negotiationId, itemId, {
        file_id: info.id,
        client_document_id: null,
        status: 'caricato',
        verified_by: null,
        verified_at: null,
        uploaded_via_link: false,
      });
      if (!done) throw new DossierItemNotFoundException();
      const who = { userId: user.id, projectId, clientId: negotiation.client_id, negotiationId };
      await this.log(em, who, 'dossier.file_uploaded', item, uploadChanges(item, info.original_name, false));
      return view((await this.repo.item(tq, negotiationId, itemId))!, todayInRome());
    });
  }

  /** Deletes a manual item (the announcement's items stay: mark them "non applicabile"). 404 otherwise. */
  async removeItem(user: User, projectId: number, negotiationId: number, itemId: number): Promise<void> {
    const negotiation = await this.negotiations.get(user, projectId, negotiationId);
    await this.dataSource.transaction(async (em) => {
      const tq = this.repo.tenant(em, projectId);
      const item = await this.repo.item(tq, negotiationId, itemId);
      if (!item || !(await this.repo.deleteManual(tq, negotiationId, itemId))) throw new DossierItemNotFoundException();
      await this.log(em, { userId: user.id, projectId, clientId: negotiation.client_id, negotiationId }, 'dossier.item_deleted', item);
    });
  }

  /** The file id of an item (its own, or its linked document's); 404 when it has none. */
  async fileOf(user: User, projectId: number, negotiationId: number, itemId: number): Promise<string> {
    await this.negotiations.get(user, projectId, negotiationId);
    const item = await this.repo.item(this.repo.tenant(this.dataSource, projectId), negotiationId, itemId);
    const id = item?.file_id ?? item?.client_document_file_id;
    if (!id) throw new DossierItemNotFoundException();
    return id;
  }

  /**
   * "Scarica ZIP": the dossier as a ZIP (bytes) with `indice.csv` (`;`-separated, UTF-8 with BOM:
   * n., voce, obbligatoria, stato, da verificare, file, nota) and each item's file (its own or its
   * linked document's) as `NN - <file name>`. 404 negotiation not visible.
   */
  async zip(user: User, projectId: number, negotiationId: number, today = todayInRome()): Promise<{ name: string; bytes: Buffer }> {
    const negotiation = await this.negotiations.get(user, projectId, negotiationId);
    const rows = await this.repo.items(this.repo.tenant(this.dataSource, projectId), negotiationId);
    const zip = new JSZip();
    const lines = ['n.;voce;obbligatoria;stato;da verificare;file;nota'];
    for (const [i, r] of rows.entries()) {
      const v = view(r, today);
      const fileId = r.file_id ?? r.client_document_file_id;
      let fileName = '';
      if (fileId) {
        const { info, stream } = await this.files.open(fileId);
        fileName = `${String(i + 1).padStart(2, '0')} - ${info.original_name}`;
        zip.file(fileName, await readAll(stream));
      }
      lines.push(
        [String(i + 1), v.label, v.required ? 'sì' : 'no', v.status, v.to_verify ? 'sì' : 'no', fileName, v.note ?? ''].map(csv).join(';'),
      );
    }
    zip.file('indice.csv', `\ufeff${lines.join('\r\n')}\r\n`);
    const bytes = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    const base =
      negotiation.title
        .replace(/[^\p{L}\p{N} _-]+/gu, '')
        .trim()
        .slice(0, 80) || 'dossier';
    return { name: `Dossier ${base}.zip`, bytes };
  }

  /**
   * "Link per il cliente": a link to the referent's upload page, a 256-bit token (base64url) stored
   * only as its SHA-256, valid `days` days (default 30). Answers it with the token and the page's
   * path, shown only here. 404 negotiation not visible.
   */
  async createLink(
    user: User,
    projectId: number,
    negotiationId: number,
    days = DOSSIER_LINK_DEFAULT_DAYS,
  ): Promise<CreatedDossierLinkView> {
    const negotiation = await this.negotiations.get(user, projectId, negotiationId);
    const token = randomBytes(32).toString('base64url');
    const row = await this.dataSource.transaction(async (em) => {
      const link = await this.repo.insertLink(this.repo.tenant(em, projectId), negotiationId, hash(token), user.id, days);
      const who = { userId: user.id, projectId, clientId: negotiation.client_id, negotiationId };
      await this.log(em, who, 'dossier.link_created', null, { link_id: link.id, expires_at: iso(link.expires_at) });
      return link;
    });
    return { ...linkView(row), token, url: `/dossier/caricamento?token=${token}` };
  }

  /** The dossier's links (no tokens), newest first. 404 negotiation not visible. */
  async links(user: User, projectId: number, negotiationId: number): Promise<DossierLinkPage> {
    await this.negotiations.get(user, projectId, negotiationId);
    const data = (await this.repo.links(this.repo.tenant(this.dataSource, projectId), negotiationId)).map(linkView);
    return { data, total: data.length };
  }

  /**
   * Revokes a link of the dossier (idempotent: the log entry only the first time). 404 negotiation
   * not visible or link not of it.
   */
  async revokeLink(user: User, projectId: number, negotiationId: number, linkId: number): Promise<void> {
    const negotiation = await this.negotiations.get(user, projectId, negotiationId);
    await this.dataSource.transaction(async (em) => {
      const tq = this.repo.tenant(em, projectId);
      const link = (await this.repo.links(tq, negotiationId)).find((l) => l.id === linkId);
      if (!link || !(await this.repo.revokeLink(tq, negotiationId, linkId))) throw new DossierLinkNotFoundException();
      if (link.revoked_at == null) {
        const who = { userId: user.id, projectId, clientId: negotiation.client_id, negotiationId };
        await this.log(em, who, 'dossier.link_revoked', null, { link_id: linkId });
      }
    });
  }

  /** The live link of a token: its environment and negotiation. @throws DossierLinkNotFoundException 404 unknown, revoked, expired. */
  private async resolve(token: string | undefined) {
    if (!token || token.length < 20 || token.length > 100) throw new DossierLinkNotFoundException();
    const link = await this.repo.resolveLink(this.dataSource, hash(token));
    if (!link) throw new DossierLinkNotFoundException();
    const tq = this.repo.tenant(this.dataSource, link.project_id);
    const negotiation = await this.repo.negotiation(tq, link.negotiation_id);
    if (!negotiation) throw new DossierLinkNotFoundException();
    return { link, tq, negotiation };
  }

  /** The items a referent may upload to: not caricato, verificato or non applicabile today. */
  private missing(rows: DossierItemRow[], today: string) {
    return rows.filter((r) => ['mancante', 'scaduto'].includes(effectiveStatus(r, today)));
  }

  /** The referent's page: client, negotiation title, link expiry, the missing items (no notes, no files). 404 bad link. */
  async publicView(token: string | undefined, today = todayInRome()): Promise<PublicDossierView> {
    const { link, tq, negotiation } = await this.resolve(token);
    const items = this.missing(await this.repo.items(tq, link.negotiation_id), today).map((r) => ({
      id: r.id,
      label: r.label,
      required: r.required,
      status: effectiveStatus(r, today),
    }));
    return { client_name: negotiation.client_name, title: negotiation.title, expires_at: iso(link.expires_at)!, items };
  }

  /**
   * The referent's upload to one missing item of the link's dossier: the file is checked as every
   * upload (FilesService: type by content, 10 MB, safe name; 422), lands on that item only as
   * caricato, to verify (`uploaded_via_link`), and the client's managers are told (notification
   * `dossier_upload`), in one transaction. 404 bad link, or an item not missing in this dossier
   * (another dossier's item included).
   */
  async publicUpload(token: string | undefined, itemId: number, file: UploadedFilePart, today = todayInRome()): Promise<PublicDossierView> {
    const { link, tq, negotiation } = await this.resolve(token);
    const item = this.missing(await this.repo.items(tq, link.negotiation_id), today).find((r) => r.id === itemId);
    if (!item) throw new DossierItemNotFoundException();
    const info = await this.files.upload(file, { userId: null, projectId: link.project_id });
    await this.dataSource.transaction(async (em) => {
      const t = this.repo.tenant(em, link.project_id);
      await this.repo.update(t, link.negotiation_id, itemId, {
        file_id: info.id,
        client_document_id: null,
        status: 'caricato',
        verified_by: null,
        verified_at: null,
        uploaded_via_link: true,
      });
      const who = { userId: null, projectId: link.project_id, clientId: negotiation.client_id, negotiationId: negotiation.id };
      await this.log(em, who, 'dossier.file_uploaded', item, uploadChanges(item, info.original_name, true));
      await this.notifications.dossierUpload(t, await this.repo.managers(t, negotiation.client_id), {
        clientId: negotiation.client_id,
        businessName: negotiation.client_name,
        negotiationId: negotiation.id,
        title: negotiation.title,
        itemLabel: item.label,
      });
    });
    return this.publicView(token, today);
  }
}
