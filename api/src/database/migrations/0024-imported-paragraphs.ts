import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 39, defect 9: the description of an announcement imported from incentivi.gov.it read as one
 * unbroken paragraph. The open data flattens the page's paragraphs and list items into one line,
 * leaving a run of two or more blanks (spaces and no-break spaces) at each break; the import now writes a blank line there
 * (import/incentivi.ts `paragraphs`), and this gives the announcements imported before it the same.
 */
export class ImportedParagraphs1763800000024 implements MigrationInterface {
  name = 'ImportedParagraphs1763800000024';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `UPDATE announcements SET description = btrim(regexp_replace(description, '[ \u00a0]{2,}', E'\\n\\n', 'g'), E' \\u00a0\\n')
        WHERE source = 'incentivi.gov.it' AND description ~ '[ \u00a0]{2,}'`,
    );
  }

  async down(): Promise<void> {
    // the breaks stay: the text reads the same
  }
}
