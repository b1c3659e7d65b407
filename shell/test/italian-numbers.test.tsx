/**
 * @jest-environment jsdom
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { FormikProvider, useFormik } from 'formik';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { api, queryClient } from '@bandi/shared-ui';
import { NegotiationsBoard } from '../../mf-clients/src/negotiations/NegotiationsBoard';
import { SociTab } from '../../mf-clients/src/clients/detail/SociTab';
import { DimensionPanel } from '../../mf-clients/src/clients/sme/DimensionPanel';
import { ExpensesTab } from '../../mf-announcements/src/form/ExpensesTab';
import { AnnouncementList, announcementsCountLabel } from '../../mf-announcements/src/announcements/AnnouncementList';
import { CallList } from '../../mf-calls/src/calls/CallList';
import { NewslettersCard } from '../../mf-settings/src/project/NewslettersCard';
import type { Client, Negotiation } from '../../mf-clients/src/types';
import type { FormValues } from '../../mf-announcements/src/form/values';

/**
 * Issue 39, defect 8: numbers and dates as a machine writes them. The negotiation card said
 * "Success fee 8.5%", the amounts of an expense item read 3500000, the deadline filters of the
 * Bandi list were native date inputs showing mm/dd/yyyy in a browser set to English. Amounts and
 * percentages are written by the shared formatters ("8,5 %", "3.500.000,00 €"), amount inputs show
 * "3.500.000", the date filters are Mantine's DateInput in Italian ("01/03/2026") and still send
 * `YYYY-MM-DD` (docs/screens.md "Numbers, money and years").
 */

/** The API as the screens read it: `answer(config)` gives each GET's body; every request is recorded. */
function mockApi(answer: (config: InternalAxiosRequestConfig) => unknown) {
  const requests: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    requests.push(config);
    return { data: answer(config), status: 200, statusText: 'OK', headers: {}, config };
  };
  const previous = api.defaults.adapter;
  api.defaults.adapter = adapter;
  return { requests, restore: () => void (api.defaults.adapter = previous) };
}

/** Shows the current address, to assert the filters kept in it. */
function Address() {
  const location = useLocation();
  return <div data-testid="address">{location.search}</div>;
}

/** `children` at `path` in a memory router, with Mantine (no transitions). */
function renderAt(path: string, children: React.ReactNode) {
  return render(
    <MantineProvider env="test">
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                {children}
                <Address />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </MantineProvider>,
  );
}

/** The date input once Mantine's DateInput (a lazy chunk of shared-ui) has replaced its placeholder. */
async function dateInput(label: string): Promise<HTMLInputElement> {
  await waitFor(() => expect(screen.getByLabelText(label).hasAttribute('data-dates-input')).toBe(true));
  return screen.getByLabelText(label) as HTMLInputElement;
}

const valueOf = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

// the screens' own queries (the negotiations board, the searches of the forms) live in the page's client, which outlives a test
afterEach(() => queryClient.clear());

const NEGOTIATION = {
  id: 7,
  title: 'Transizione 5.0',
  client_id: 3,
  client_name: 'Officine Rossi S.r.l.',
  announcement_id: null,
  announcement_name: null,
  stage: 'engagement',
  stage_label: 'Incarico',
  stage_deadlines: {},
  amount_requested: 3500000,
  amount_granted: null,
  success_fee_percent: 8.5,
  success_fee_amount: 1250.5,
  lost_reason: null,
  note: null,
  position: 0,
  created_at: '2026-11-01T09:00:00.000Z',
  updated_at: '2026-11-01T09:00:00.000Z',
  updated_by: null,
  version: 1,
} as unknown as Negotiation;

describe('the negotiations board', () => {
  it('names the announcement once on a card titled after it, and shows it when the title differs (issue 39, defect 9)', async () => {
    const named = { ...NEGOTIATION, id: 8, title: 'Transizione 5.0', announcement_id: 5, announcement_name: 'Transizione 5.0' };
    const other = { ...NEGOTIATION, id: 9, title: 'Linea macchinari 2027', announcement_id: 5, announcement_name: 'Transizione 5.0' };
    const server = mockApi((config) => {
      if (config.url === 'projects/1/negotiations/board')
        return { stages: [{ stage: 'engagement', label: 'Incarico', items: [named, other] }] };
      throw new Error(`unexpected GET ${config.url}`);
    });
    try {
      renderAt('/', <NegotiationsBoard projectId="1" />);
      const card = await screen.findByTestId('negotiation-8');
      expect(within(card).getAllByText('Transizione 5.0')).toHaveLength(1);
      expect(within(screen.getByTestId('negotiation-9')).getByText('Transizione 5.0')).toBeTruthy();
    } finally {
      server.restore();
    }
  });

  it('writes the success fee and the amounts in Italian, on the card and in its dialog', async () => {
    const server = mockApi((config) => {
      if (config.url === 'projects/1/negotiations/board')
        return { stages: [{ stage: 'engagement', label: 'Incarico', items: [NEGOTIATION] }] };
      throw new Error(`unexpected GET ${config.url}`);
    });
    try {
      renderAt('/', <NegotiationsBoard projectId="1" />);
      const card = await screen.findByTestId('negotiation-7');
      expect(within(card).getByText('Success fee 8,5 % · 1.250,50 €')).toBeTruthy();
      expect(within(card).getByText(/Richiesto 3\.500\.000,00 €/)).toBeTruthy();
      expect(card.textContent).not.toMatch(/8\.5|3500000/);

      await act(async () => {
        fireEvent.click(within(card).getByTestId('edit-negotiation-7'));
      });
      await screen.findByTestId('negotiation-edit');
      expect(valueOf('Importo richiesto (EUR)')).toBe('3.500.000');
      expect(valueOf('Success fee (%)')).toBe('8,5');
      expect(valueOf('Success fee (EUR)')).toBe('1.250,5');
    } finally {
      server.restore();
    }
  });
});

describe('the client card', () => {
  it('writes the partners\u2019 and related enterprises\u2019 shares as "60 %"', () => {
    const client = {
      clients_partners: [{ name: 'Maria Bianchi', fiscal_code: null, share_percent: 60 }],
      clients_administrators: [],
      clients_history: [],
      company_dimension_details: null,
      associated_companies: [{ name: 'Alfa S.p.A.', share_percent: 32.5, investor_kind: null, invested_amount: 1250000, history: [] }],
      connected_companies: [],
      connected_by_person_companies: [],
    } as unknown as Client;
    renderAt(
      '/',
      <>
        <SociTab c={client} />
        <DimensionPanel client={client} />
      </>,
    );
    expect(screen.getByText(/Maria Bianchi\s+— 60 %/)).toBeTruthy();
    const related = within(screen.getByTestId('dimension-related'));
    expect(related.getByText('32,5 %')).toBeTruthy();
    expect(related.getByText('1.250.000,00 €')).toBeTruthy();
  });
});

describe('the newsletters of an environment', () => {
  it('count recipients and deliveries with the thousands separator', async () => {
    const newsletter = {
      id: 4,
      subject: 'Bandi di dicembre',
      status: 'sending',
      recipients_count: 12500,
      progress: { sent: 1500, queued: 10000, sending: 500, failed: 0 },
      version: 1,
    };
    const server = mockApi((config) => {
      if (config.url === 'projects/1/newsletters') return { data: [newsletter], total: 1 };
      throw new Error(`unexpected GET ${config.url}`);
    });
    try {
      renderAt('/', <NewslettersCard projectId="1" />);
      expect(await screen.findByText('Invio in corso a 12.500 iscritti')).toBeTruthy();
      expect(screen.getByTestId('newsletter-progress-4').textContent).toBe('Consegnate 1.500, in coda 10.500, non consegnate 0');
    } finally {
      server.restore();
    }
  });
});

describe('the expense items of the announcement form', () => {
  function Harness({ items }: { items: Record<string, unknown>[] }) {
    const formik = useFormik<FormValues>({
      initialValues: { announcements_expense_items: items } as unknown as FormValues,
      onSubmit: () => undefined,
    });
    return (
      <FormikProvider value={formik}>
        <ExpensesTab formik={formik} readOnly={() => false} locked={() => false} />
      </FormikProvider>
    );
  }

  it('show amounts with the thousands separator and percentages with the decimal comma', () => {
    renderAt(
      '/',
      <Harness
        items={[
          {
            description: 'Macchinari',
            min_import_value: 3500000,
            min_import_percentage: 8.5,
            max_import_value: 12000000.5,
            max_import_percentage: 100,
            required_attachment: [],
          },
        ]}
      />,
    );
    expect(valueOf('Importo min (€)')).toBe('3.500.000');
    expect(valueOf('Min %')).toBe('8,5');
    expect(valueOf('Importo max (€)')).toBe('12.000.000,5');
    expect(valueOf('Max %')).toBe('100');
  });
});

describe('the list filters of dates', () => {
  it('Bandi: the deadline filters read DD/MM/YYYY and send YYYY-MM-DD', async () => {
    const server = mockApi((config) => {
      if (config.url === 'announcements') return { data: [], total: 1234 };
      if (config.url?.startsWith('reference/')) return [];
      throw new Error(`unexpected GET ${config.url}`);
    });
    try {
      renderAt('/bandi?deadline_from=2026-03-01', <AnnouncementList />);
      // Italian from the first render (a native date input held "2026-03-01" and showed mm/dd/yyyy)
      expect(valueOf('Scadenza dal')).toBe('01/03/2026');
      const from = await dateInput('Scadenza dal');
      expect(from.value).toBe('01/03/2026');
      expect(from.type).toBe('text');
      const to = await dateInput('Scadenza al');
      expect(to.value).toBe('');

      // typed day first: 04/05/2026 is the 4th of May
      await act(async () => {
        fireEvent.change(to, { target: { value: '04/05/2026' } });
      });
      // the request follows the typing's debounce; under the CI lanes' load that took over the 1 s default
      await waitFor(
        () =>
          expect(server.requests.some((r) => r.params?.deadline_from === '2026-03-01' && r.params?.deadline_to === '2026-05-04')).toBe(
            true,
          ),
        { timeout: 5000 },
      );
      expect(screen.getByTestId('address').textContent).toContain('deadline_to=2026-05-04');
      await act(async () => {
        fireEvent.blur(to);
      });
      expect(to.value).toBe('04/05/2026');

      // the size of the catalogue, with the Italian thousands separator
      expect((await screen.findByTestId('announcements-catalogue-count')).textContent).toBe('1.234 bandi');
    } finally {
      server.restore();
    }
  });

  it('Bandi: the catalogue count groups thousands whatever the runtime\u2019s Intl data', () => {
    expect(announcementsCountLabel(1)).toBe('1 bando');
    expect(announcementsCountLabel(502)).toBe('502 bandi');
    expect(announcementsCountLabel(1234)).toBe('1.234 bandi');
    expect(announcementsCountLabel(100000)).toBe('100.000 bandi');
  });

  it('Richieste: the date filters read DD/MM/YYYY and send YYYY-MM-DD', async () => {
    const server = mockApi((config) => {
      if (config.url === 'projects/1/calls') return { data: [], total: 0 };
      if (config.url === 'projects/1/clients' || config.url === 'projects/1/referents') return { data: [], total: 0 };
      throw new Error(`unexpected GET ${config.url}`);
    });
    try {
      renderAt(
        '/ambiente/1/richieste?date_from=2026-03-01',
        <Routes>
          <Route path="/ambiente/:projectId/richieste" element={<CallList />} />
        </Routes>,
      );
      expect(valueOf('Dal')).toBe('01/03/2026');
      expect((await dateInput('Dal')).value).toBe('01/03/2026');
      const to = await dateInput('Al');
      await act(async () => {
        fireEvent.change(to, { target: { value: '31/03/2026' } });
      });
      await waitFor(() =>
        expect(
          server.requests.some(
            (r) => r.url === 'projects/1/calls' && r.params?.date_from === '2026-03-01' && r.params?.date_to === '2026-03-31',
          ),
        ).toBe(true),
      );
    } finally {
      server.restore();
    }
  });
  it('Richieste: the filter bar sits under the breadcrumb and the title, not above them (issue 39, defect 9)', async () => {
    const server = mockApi((config) => {
      if (config.url === 'projects/1/calls') return { data: [], total: 0 };
      if (config.url === 'projects/1/clients' || config.url === 'projects/1/referents') return { data: [], total: 0 };
      throw new Error(`unexpected GET ${config.url}`);
    });
    try {
      renderAt(
        '/ambiente/1/richieste',
        <Routes>
          <Route path="/ambiente/:projectId/richieste" element={<CallList />} />
        </Routes>,
      );
      const title = await screen.findByRole('heading', { name: 'Richieste' });
      const filters = screen.getByTestId('calls-filters');
      // the title comes first in the page, the filters after it (DOCUMENT_POSITION_FOLLOWING)
      expect(title.compareDocumentPosition(filters) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(screen.getByTestId('list-calls').contains(filters)).toBe(true);
    } finally {
      server.restore();
    }
  });
});
