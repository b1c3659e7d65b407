import './helpers/polyfills';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { usePagedList } from '../src/list/usePagedList';
import { useUrlFilters } from '../src/list/useUrlFilters';
import { useHiddenColumns } from '../src/list/ColumnChooser';
import { queryClient } from '../src/query/queryClient';

/**
 * The list hooks (sort and page of usePagedList, the filters of useUrlFilters, the columns of
 * useHiddenColumns) write one address. React Router renders a new address as a transition, so on a
 * slow device a second change can come before the render of the first: it must start from the
 * address the first one wrote, not from the one on screen, or the first change is lost (CI of
 * 689de25 and 23d40b6, "Colonne"). After another address (back, a link) changes start from it.
 */

const fetcher = async () => ({ data: [], total: 0 });
const columns = [
  { key: 'business_name', header: 'Ragione sociale', link: true },
  { key: 'city', header: 'Comune' },
  { key: 'pec', header: 'PEC' },
];

function useListPage() {
  const list = usePagedList(fetcher, [], { sortable: true });
  const [filters, setFilters] = useUrlFilters({ region: null as string | null, dimension: [] as string[] });
  const chooser = useHiddenColumns(columns);
  const location = useLocation();
  const navigate = useNavigate();
  return { list, filters, setFilters, chooser, search: new URLSearchParams(location.search), navigate };
}

function renderListPage(path: string) {
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>;
  return renderHook(useListPage, { wrapper });
}

afterEach(() => queryClient.clear());

describe('list hooks writing the address before a render', () => {
  it('a sort, two filters and a column changed in a row all stay in the address', () => {
    const { result } = renderListPage('/clienti?q=forno');
    act(() => {
      result.current.list.setSort!('business_name');
      result.current.setFilters({ region: '03' });
      result.current.setFilters({ dimension: ['micro', 'small'] });
      result.current.chooser.toggle('pec', false);
    });
    const search = result.current.search;
    expect(Object.fromEntries(search)).toEqual({
      q: 'forno',
      sort: 'business_name',
      region: '03',
      dimension: 'micro,small',
      colonne_nascoste: 'pec',
    });
    expect(result.current.filters).toEqual({ region: '03', dimension: ['micro', 'small'] });
    expect(result.current.chooser.hidden).toEqual(['pec']);
  });

  it('a handler from a render that has not been replaced yet starts from the address last written', () => {
    // React may render the first change as a transition and leave it uncommitted when the next
    // click comes: that click runs the handler of the render before (CI of 23d40b6, "Colonne")
    const { result } = renderListPage('/clienti?q=forno');
    const { toggle } = result.current.chooser;
    const { setFilters } = result.current;
    act(() => toggle('city', false));
    act(() => toggle('pec', false));
    act(() => setFilters({ region: '03' }));
    expect(Object.fromEntries(result.current.search)).toEqual({ q: 'forno', colonne_nascoste: 'city,pec', region: '03' });
    expect(result.current.chooser.hidden).toEqual(['city', 'pec']);
  });

  it('after a render of another address (back, a link) the next change starts from that address', () => {
    const { result } = renderListPage('/clienti');
    act(() => {
      result.current.setFilters({ region: '03' });
    });
    act(() => {
      result.current.navigate('/clienti?region=12');
    });
    act(() => {
      result.current.setFilters({ dimension: ['micro'] });
    });
    expect(Object.fromEntries(result.current.search)).toEqual({ region: '12', dimension: 'micro' });
  });
});
