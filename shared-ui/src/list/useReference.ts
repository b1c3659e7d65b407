import { startTransition, useEffect, useState } from 'react';

/**
 * The answers of reference lists (regions, legal forms, dropdown lists, ATECO searches: `GET
 * /api/reference/...`), one promise per key for the page's life. Shared by the shell and every
 * remote (this module is part of the `@bandi/shared-ui` singleton), so a list two remotes show is
 * asked for once. A failed request is forgotten, so the next use asks again.
 */
const answers = new Map<string, Promise<unknown>>();

/**
 * The answer of the reference request `load`, cached under `key`: the request's path and query
 * (e.g. `dropdowns/company_dimensions`, `provinces/03`), which must name one answer, whatever the
 * app asking. Rejects as `load` does.
 */
export function loadReference<T>(key: string, load: () => Promise<T>): Promise<T> {
  let answer = answers.get(key) as Promise<T> | undefined;
  if (!answer) {
    answer = load();
    answers.set(key, answer);
    answer.catch(() => answers.delete(key));
  }
  return answer;
}

/**
 * Options of a reference list for a select: `map` of the cached answer of `load` under `key`
 * ({@link loadReference}); `[]` while loading, without a key (null: nothing to ask yet) and on
 * error (a reference list is read quietly: the select stays empty, the page stays).
 *
 * The options are applied as a React transition, rendered in slices like the list rows
 * (`usePagedList`): a list page's filters are part of the page, and each answer that arrived
 * outside a transition re-rendered the whole page in one task while it loaded (the regions and
 * company sizes of the bandi list of mf-announcements, each a long task of the environment home;
 * issue 12).
 */
export function useReference<T, O>(key: string | null, load: () => Promise<T>, map: (answer: T) => O[]): O[] {
  const [options, setOptions] = useState<O[]>([]);
  useEffect(() => {
    if (!key) {
      setOptions([]);
      return undefined;
    }
    let live = true;
    loadReference(key, load).then(
      (answer) => live && startTransition(() => setOptions(map(answer))),
      () => live && startTransition(() => setOptions([])),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` names the request and its answer
  }, [key]);
  return options;
}
