import { type DataSource, type EntityManager, In } from 'typeorm';
import { DropdownValue } from '../settings/dropdown-value.entity';
import { AtecoCode } from '../reference/ateco-code.entity';
import { LegalForm } from '../reference/legal-form.entity';
import type { RequirementReference } from '@bandi/domain';

/**
 * The reference lists an announcement's requirement values must come from (docs/domain.md "Requirement
 * values"), read from the reference tables for one record in body shape: values of the dropdown
 * lists (`areas_of_intervention`, `business_registers`, `interprofessional_funds`, active or not,
 * so a value deactivated after it was saved stays valid), the ELF codes of `legal_forms`, and
 * which of the record's ATECO entries exist in ATECO 2025 or 2007 (`ateco_codes`, sections
 * included). Passed to `announcementErrors` of @bandi/domain.
 */
export async function requirementReference(db: DataSource | EntityManager, a: Record<string, unknown>): Promise<RequirementReference> {
  const dropdowns = await db.getRepository(DropdownValue).find({
    select: { list: true, value: true },
    where: { list: In(['areas_of_intervention', 'business_registers', 'interprofessional_funds']) },
  });
  const of = (list: string) => dropdowns.filter((d) => d.list === list).map((d) => d.value);
  const legalForms = await db.getRepository(LegalForm).find({ select: { elf_code: true } });
  const entries = Array.isArray(a.announcements_ateco_codes) ? (a.announcements_ateco_codes as { value?: unknown }[]) : [];
  const values = [...new Set(entries.map((e) => e?.value).filter((v): v is string => typeof v === 'string' && !!v.trim()))];
  const known = new Set<string>(
    values.length
      ? (await db.getRepository(AtecoCode).find({ select: { code: true }, where: { code: In(values.map((v) => v.trim())) } })).map(
          (r) => r.code,
        )
      : [],
  );
  return {
    areas: of('areas_of_intervention'),
    businessRegisters: of('business_registers'),
    interprofessionalFunds: of('interprofessional_funds'),
    legalForms: legalForms.map((l) => l.elf_code.trim()),
    atecoExists: (code) => known.has(code),
  };
}
