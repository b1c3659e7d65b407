/**
 * A tiny SQL builder whose values are always bound parameters (`$1`, `$2`, ...), never text:
 * `sql\`SELECT * FROM clients WHERE id = ${id}\`` compiles to `{text: 'SELECT * FROM clients
 * WHERE id = $1', params: [id]}`. A nested {@link Sql} fragment is inlined with its own values
 * renumbered; {@link raw} is for constants of the code (column lists, ORDER BY clauses), never for
 * input. Used by the tenancy helpers (docs/architecture.md, "Tenancy in data access").
 */
export class Sql {
  constructor(
    readonly strings: readonly string[],
    readonly values: readonly unknown[],
  ) {
    if (strings.length !== values.length + 1) throw new Error('Sql: strings and values do not match');
  }

  /** True when this fragment (or a nested one) contains `marker`. */
  contains(marker: Sql): boolean {
    return this === marker || this.values.some((v) => v instanceof Sql && v.contains(marker));
  }

  /** The statement text with `$n` placeholders and its parameters; `first`: number of the first placeholder. */
  compile(first = 1): { text: string; params: unknown[] } {
    const params: unknown[] = [];
    const text = this.render(params, first);
    return { text, params };
  }

  private render(params: unknown[], first: number): string {
    let out = this.strings[0];
    this.values.forEach((v, i) => {
      if (v instanceof Sql) out += v.render(params, first);
      else {
        params.push(v);
        out += `$${params.length + first - 1}`;
      }
      out += this.strings[i + 1];
    });
    return out;
  }
}

/** Tagged template: a fragment whose `${values}` become bound parameters (fragments nest). */
export function sql(strings: TemplateStringsArray, ...values: unknown[]): Sql {
  return new Sql([...strings], values);
}

/** A constant piece of SQL text (identifiers, ORDER BY lists). Never pass user input. */
export function raw(text: string): Sql {
  return new Sql([text], []);
}

/** `parts` joined by `separator` (e.g. `' AND '`, `', '`); an empty list gives `empty`. */
export function joinSql(parts: readonly Sql[], separator: string, empty = ''): Sql {
  if (!parts.length) return raw(empty);
  const strings = [''];
  const values: unknown[] = [];
  parts.forEach((p, i) => {
    if (i) strings[strings.length - 1] += separator;
    values.push(p);
    strings.push('');
  });
  return new Sql(strings, values);
}

const IDENT = /^[a-z_][a-z0-9_]*$/;

/** A checked SQL identifier (lower-case column or table name), quoted. @throws Error on anything else. */
export function ident(name: string): Sql {
  if (!IDENT.test(name)) throw new Error(`Invalid SQL identifier: ${name}`);
  return raw(`"${name}"`);
}
