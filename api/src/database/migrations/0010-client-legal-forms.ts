import { Logger } from '@nestjs/common';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { legalFormKey, matchLegalForm, type LegalFormRow } from '../../modules/clients/legal-form';

/**
 * Issue 10: a client's legal form becomes an ISO 20275 ELF code of `legal_forms` (the coded list
 * the announcements use). Each stored free text that names one form (its name or abbreviation, compared
 * without case, accents and punctuation: "S.r.l.", "srl", "Società a responsabilità limitata"
 * -> OV32) is replaced by the code. A text that fits no form, or more than one, is moved to the
 * new column `legal_form_text` (legal_form left empty), written to the migration log and to the
 * client's change log (audit entry `legal_form_uncoded`, shown in the client's "Log" tab), so an
 * administrator can pick the right entry; the client card shows the kept text until then.
 * docs/domain.md, "Forma giuridica".
 */
export class ClientLegalForms1763800000010 implements MigrationInterface {
  name = 'ClientLegalForms1763800000010';

  async up(q: QueryRunner): Promise<void> {
    const log = new Logger('Migration');
    await q.query(`ALTER TABLE clients ADD COLUMN IF NOT EXISTS legal_form_text varchar(200)`);
    const forms: LegalFormRow[] = await q.query(`SELECT elf_code, name, abbreviations, active FROM legal_forms`);
    const clients: { id: number; project_id: number; legal_form: string }[] = await q.query(
      `SELECT id, project_id, legal_form FROM clients WHERE legal_form IS NOT NULL ORDER BY id`,
    );
    let coded = 0;
    const uncoded: string[] = [];
    for (const c of clients) {
      const text = c.legal_form.trim();
      const code = text ? matchLegalForm(text, forms) : null;
      if (code) {
        if (code !== text) {
          await q.query(`UPDATE clients SET legal_form = $2 WHERE id = $1`, [c.id, code]);
          coded++;
        }
        continue;
      }
      await q.query(`UPDATE clients SET legal_form = NULL, legal_form_text = $2 WHERE id = $1`, [c.id, text ? text.slice(0, 200) : null]);
      if (!legalFormKey(text)) continue;
      uncoded.push(`cliente ${c.id} (ambiente ${c.project_id}): "${text}"`);
      await q.query(
        `INSERT INTO audit_log (project_id, user_id, entity, entity_id, action, changes) VALUES ($1, NULL, 'client', $2, 'legal_form_uncoded', $3)`,
        [c.project_id, c.id, JSON.stringify({ fields: ['legal_form'], legal_form_text: text })],
      );
    }
    if (coded) log.log(`Forma giuridica: ${coded} clienti ricodificati con il codice ELF`);
    if (uncoded.length) {
      log.warn(
        `Forma giuridica non riconosciuta per ${uncoded.length} clienti (testo conservato in legal_form_text, da scegliere dall'elenco): ${uncoded.join('; ')}`,
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE clients SET legal_form = legal_form_text WHERE legal_form IS NULL AND legal_form_text IS NOT NULL`);
    await q.query(`ALTER TABLE clients DROP COLUMN IF EXISTS legal_form_text`);
  }
}
