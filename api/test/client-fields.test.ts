import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { OmitType, PartialType } from '@nestjs/swagger';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { getMetadataArgsStorage } from 'typeorm';
import { TextField, fieldsOf } from '../src/common/fields/fields';
import { PolicyValidationPipe } from '../src/common/http/validation';
import { CLIENT_SCALARS, ClientFields, RECORD_COLUMNS } from '../src/modules/clients/client.fields';
import { Client } from '../src/modules/clients/client.entity';

/**
 * A client field is declared once (docs/architecture.md#a-field-defined-once): one decorator in
 * ClientFields gives the column of the entity, the validation of the bodies, the OpenAPI schema of
 * the bodies and of the answer, and the columns the repository writes. No database: the entity's
 * columns against the schema are entities.test.ts's.
 */

type Schema = { properties: Record<string, { description?: string; maxLength?: number }>; required?: string[] };
const doc = JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', 'docs', 'openapi.json'), 'utf8')) as {
  components: { schemas: Record<string, Schema> };
};
const schemas = doc.components.schemas;
/** The columns TypeORM maps on an entity class: its own and its parent classes'. */
function columns(target: object): string[] {
  const chain: object[] = [];
  for (let t = target; t !== Function.prototype; t = Object.getPrototypeOf(t) as object) chain.push(t);
  return getMetadataArgsStorage()
    .filterColumns(chain as never)
    .map((c) => c.propertyName);
}

describe('the client fields, declared once', () => {
  it('every field is a column of the Client entity, a property of the create, update and full-record schemas', () => {
    expect(CLIENT_SCALARS.length).toBeGreaterThanOrEqual(36);
    const entityColumns = columns(Client);
    for (const field of CLIENT_SCALARS) {
      expect(entityColumns).toContain(field);
      expect(Object.keys(schemas.ClientInputDto.properties)).toContain(field);
      expect(Object.keys(schemas.ClientUpdateDto.properties)).toContain(field);
      expect(Object.keys(schemas.ClientDetail.properties)).toContain(field);
      // the answer always carries the field (null when empty)
      expect(schemas.ClientDetail.required).toContain(field);
    }
    // only business_name is required in the create body
    expect(schemas.ClientInputDto.required).toEqual(['business_name']);
    expect(schemas.ClientUpdateDto.required ?? []).toEqual([]);
  });

  it('the label of a field is the description of its property in the bodies and in the answer', () => {
    for (const schema of ['ClientInputDto', 'ClientDetail']) {
      expect(schemas[schema].properties.inail_location).toMatchObject({ description: 'Sede INAIL', maxLength: 200 });
      expect(schemas[schema].properties.social_capital.description).toBe('Capitale sociale, EUR');
    }
  });

  it('the body fields the repository writes are the fields, without the record columns', () => {
    for (const c of RECORD_COLUMNS) expect(CLIENT_SCALARS).not.toContain(c);
    expect(CLIENT_SCALARS).toEqual(fieldsOf(ClientFields));
    expect(new Set(CLIENT_SCALARS).size).toBe(CLIENT_SCALARS.length);
  });

  it('numeric columns read as numbers (the driver gives PostgreSQL numeric as text)', () => {
    const col = getMetadataArgsStorage()
      .filterColumns(ClientFields)
      .find((c) => c.propertyName === 'social_capital');
    const transformer = col?.options.transformer as { from: (v: string | null) => unknown };
    expect(transformer.from('1500.50')).toBe(1500.5);
    expect(transformer.from(null)).toBeNull();
  });

  describe('a new field, one line', () => {
    class ProbeFields extends ClientFields {
      @TextField({ label: 'Sede di prova', length: 10 }) probe_location: string | null;
    }
    class ProbeInput extends PartialType(OmitType(ProbeFields, RECORD_COLUMNS)) {}
    // the API's validation pipe gives the rules without a message their Italian default (validation.ts)
    new PolicyValidationPipe();
    const errors = (body: object) =>
      validateSync(plainToInstance(ProbeInput, body), { skipMissingProperties: false })
        .filter((e) => e.property === 'probe_location')
        .flatMap((e) => Object.values(e.constraints ?? {}));

    it('is a column, nullable, of its length', () => {
      const col = getMetadataArgsStorage()
        .filterColumns(ProbeFields)
        .find((c) => c.propertyName === 'probe_location');
      expect(col?.options).toMatchObject({ type: 'varchar', length: 10, nullable: true });
    });

    it('is validated in the body with the Italian message, optional and nullable', () => {
      expect(errors({ probe_location: 'x'.repeat(11) })).toEqual(['Inserisci al massimo 10 caratteri']);
      expect(errors({ probe_location: 'x'.repeat(10) })).toEqual([]);
      expect(errors({ probe_location: null })).toEqual([]);
      expect(errors({})).toEqual([]);
      expect(errors({ probe_location: 5 })).toContain('Deve essere un testo');
    });

    it('is in the OpenAPI schema of the body with its label and maximum length', () => {
      const props = Reflect.getMetadata('swagger/apiModelPropertiesArray', ProbeInput.prototype) as string[];
      expect(props).toContain(':probe_location');
      const meta = Reflect.getMetadata('swagger/apiModelProperties', ProbeInput.prototype, 'probe_location') as Record<string, unknown>;
      expect(meta).toMatchObject({ description: 'Sede di prova', maxLength: 10, nullable: true, required: false });
    });

    it('is written from the body, after the fields it inherits, and only for its own class', () => {
      expect(fieldsOf(ProbeFields)).toEqual([...CLIENT_SCALARS, 'probe_location']);
      expect(fieldsOf(ClientFields)).not.toContain('probe_location');
    });
  });
});
