/**
 * The API suite runs its files one after the other in one process (`--runInBand`), each in its own
 * global (jest-environment-node). What the global setup's app leaves on Node's own global is given
 * to every file's global by Jest: class-validator's, TypeORM's and @nestjs/swagger's metadata
 * stores left there were shared by every file, and every file's DTO and entity classes, with the
 * file's module graph, were kept in them until the end of the run (about 35 MB a file; the last
 * files of a CI lane, near the 4 GB heap limit, ran 5 to 20 times slower than alone). The global
 * setup now removes what it added (global-setup.ts, forgetNewGlobals; docs/testing.md#one-process).
 *
 * This file imports nothing of the app at the top, so whatever store it finds on its global came
 * from outside it.
 */
const STORES = /MetadataStorage|MetadataArgsStorage|Swagger/;

describe("a test file's global", () => {
  it('holds no metadata store of the global setup or of an earlier file', () => {
    expect(Object.getOwnPropertyNames(globalThis).filter((name) => STORES.test(name))).toEqual([]);
  });

  it("gets class-validator's and TypeORM's stores of its own, holding only its own classes", async () => {
    const { getMetadataStorage, IsString } = await import('class-validator');
    const { getMetadataArgsStorage, Entity, Column } = await import('typeorm');
    class OwnInput {
      @IsString()
      business_name!: string;
    }
    @Entity('own_rows')
    class OwnRow {
      @Column()
      business_name!: string;
    }
    const targets = [...(getMetadataStorage() as unknown as { validationMetadatas: Map<unknown, unknown> }).validationMetadatas.keys()];
    expect(targets).toEqual([OwnInput]);
    expect(getMetadataArgsStorage().tables.map((t) => t.target)).toEqual([OwnRow]);
  });
});
