import './helpers/polyfills';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { api } from '../src/api/client';
import { attachmentName, ExportMenu, exportQuery } from '../src/list/ExportMenu';
import { Wrapper } from './helpers/mantine';

/** Issue 33: the "Esporta" menu downloads the list's export with the current filters, as a blob saved under the server's file name. */
describe('ExportMenu', () => {
  afterEach(() => jest.restoreAllMocks());

  it('builds the query from the non-empty filters plus the format', () => {
    expect(exportQuery({ search: ' rossi ', region: '03', ateco: '', dimension: undefined, managed_by: 7, mine: false }, 'csv')).toEqual({
      search: 'rossi',
      region: '03',
      managed_by: 7,
      format: 'csv',
    });
    expect(attachmentName('attachment; filename="clienti-2026-11-29.xlsx"', 'x.xlsx')).toBe('clienti-2026-11-29.xlsx');
    expect(attachmentName(undefined, 'x.xlsx')).toBe('x.xlsx');
  });

  it('downloads the chosen format through the shared api client', async () => {
    const get = jest.spyOn(api, 'get').mockResolvedValue({
      data: new Blob(['x']),
      headers: { 'content-disposition': 'attachment; filename="clienti-2026-11-29.xlsx"' },
    });
    const created: HTMLAnchorElement[] = [];
    const createElement = document.createElement.bind(document);
    jest.spyOn(document, 'createElement').mockImplementation((tag: string) => {
      const el = createElement(tag);
      if (tag === 'a') {
        created.push(el as HTMLAnchorElement);
        jest.spyOn(el as HTMLAnchorElement, 'click').mockImplementation(() => {});
      }
      return el;
    });
    URL.createObjectURL = jest.fn(() => 'blob:prova');
    URL.revokeObjectURL = jest.fn();
    render(
      <Wrapper>
        <ExportMenu path="/projects/3/clients/export" params={{ search: 'rossi', region: null }} />
      </Wrapper>,
    );
    fireEvent.click(screen.getByTestId('export-menu-button'));
    fireEvent.click(await screen.findByTestId('export-menu-xlsx'));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(get).toHaveBeenCalledWith(
      'projects/3/clients/export',
      expect.objectContaining({ params: { search: 'rossi', format: 'xlsx' }, responseType: 'blob' }),
    );
    expect(created[0].download).toBe('clienti-2026-11-29.xlsx');
    expect(created[0].click).toHaveBeenCalled();
  });

  it('shows the Italian message of a refused export', async () => {
    const body = new Blob([
      JSON.stringify({ message: 'I dati inviati non sono validi', errors: { format: ['Formato non valido: xlsx o csv'] } }),
    ]);
    jest.spyOn(api, 'get').mockRejectedValue({ isAxiosError: true, response: { status: 422, data: body } });
    render(
      <Wrapper>
        <ExportMenu path="/projects/3/calls/export" />
      </Wrapper>,
    );
    fireEvent.click(screen.getByTestId('export-menu-button'));
    fireEvent.click(await screen.findByTestId('export-menu-csv'));
    expect((await screen.findByTestId('export-menu-error')).textContent).toMatch(/non (sono )?valid/);
  });
});
