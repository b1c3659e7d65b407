/**
 * @jest-environment jsdom
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { AxiosRequestConfig } from 'axios';
import { api, queryClient } from '@bandi/shared-ui';
import { NewslettersCard } from '../../mf-settings/src/project/NewslettersCard';

/**
 * Issue 35 (docs/screens.md, Newsletter): "Invia" no longer sends at once. It opens a confirmation
 * with the preview the API builds (GET .../preview: the first recipient's HTML, its Reply-To) and
 * "Sarà inviata a N destinatari"; only "Conferma invio" posts the sending, "Annulla" sends
 * nothing. A draft can be edited: "Modifica" fills the form and saves with PUT and the version read.
 */

const DRAFT = {
  id: 8,
  subject: 'Bandi di novembre',
  body: 'In arrivo.',
  status: 'draft',
  mode: 'manual',
  client_id: null,
  sent_at: null,
  recipients_count: null,
  announcements: [{ id: 435, name: 'Voucher digitalizzazione', end_date: null }],
  progress: null,
  version: 4,
};

const PREVIEW = {
  data: [
    {
      subscriber_id: 3,
      to: 'info@rossi.it',
      reply_to: 'segreteria@studio.it',
      subject: 'Bandi di novembre',
      text: 'In arrivo.',
      html: '<p>In arrivo.</p><a href="https://bandi.studio.it/ambiente/1/clienti/2/bandi/435/pubblico?token=anteprima">Voucher digitalizzazione</a>',
      announcements: [{ id: 435, name: 'Voucher digitalizzazione', end_date: null }],
    },
  ],
  recipients_count: 27,
};

/** The API of the card; any other request is a 403. */
function mockApi(preview = PREVIEW, draft: Record<string, unknown> = DRAFT) {
  const answer = async (config: AxiosRequestConfig) => {
    const key = `${(config.method ?? 'get').toLowerCase()} ${config.url}`;
    if (key === 'get projects/1/newsletters') return { data: { data: [draft], total: 1 } };
    if (key === 'get projects/1/newsletters/8/preview') return { data: preview };
    if (key === 'get projects/1/announcements') return { data: { data: [], total: 0 } };
    if (key === 'post projects/1/newsletters/8/send') return { data: { ...DRAFT, status: 'sending' } };
    if (key === 'put projects/1/newsletters/8') return { data: { ...DRAFT, version: 5 } };
    throw Object.assign(new Error(`unexpected ${key}`), { response: { status: 403, data: { message: 'Accesso negato' } } });
  };
  const request = jest.spyOn(api, 'request').mockImplementation(answer);
  jest.spyOn(api, 'get').mockImplementation((url: string, config?: AxiosRequestConfig) => api.request({ ...config, method: 'get', url }));
  return request;
}

const calls = (request: ReturnType<typeof mockApi>, method: string, url: string) =>
  request.mock.calls.filter(([c]) => (c.method ?? 'get') === method && c.url === url);

afterEach(() => {
  cleanup();
  jest.restoreAllMocks();
  queryClient.clear();
});

function Search() {
  return <p data-testid="search">{useLocation().search}</p>;
}

function renderCard(path = '/ambiente/1/newsletter') {
  return render(
    <MantineProvider env="test">
      <MemoryRouter initialEntries={[path]}>
        <NewslettersCard projectId="1" />
        <Search />
      </MemoryRouter>
    </MantineProvider>,
  );
}

describe('sending a newsletter', () => {
  it('"Invia" shows the preview and the number of recipients; only "Conferma invio" sends', async () => {
    const request = mockApi();
    renderCard();
    fireEvent.click(await screen.findByTestId('newsletter-send-8'));
    const dialog = await screen.findByTestId('newsletter-confirm');
    expect((await within(dialog).findByTestId('newsletter-confirm-count')).textContent).toBe('Sarà inviata a 27 destinatari');
    expect(within(dialog).getByTestId('newsletter-confirm-reply-to').textContent).toContain('segreteria@studio.it');
    const frame = within(dialog).getByTestId('newsletter-confirm-preview');
    expect(frame.getAttribute('srcdoc')).toContain('Voucher digitalizzazione');
    // sandboxed: the preview runs no script and opens nothing
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(calls(request, 'get', 'projects/1/newsletters/8/preview')).toHaveLength(1);
    expect(calls(request, 'post', 'projects/1/newsletters/8/send')).toHaveLength(0);
    fireEvent.click(within(dialog).getByTestId('newsletter-send-confirm'));
    await waitFor(() => expect(calls(request, 'post', 'projects/1/newsletters/8/send')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByTestId('newsletter-confirm')).toBeNull());
  });

  it('"Annulla" sends nothing; with no subscribed recipient the sending cannot be confirmed', async () => {
    const request = mockApi({ data: [], recipients_count: 0 });
    renderCard();
    fireEvent.click(await screen.findByTestId('newsletter-send-8'));
    const dialog = await screen.findByTestId('newsletter-confirm');
    expect((await within(dialog).findByTestId('newsletter-confirm-count')).textContent).toBe('Sarà inviata a 0 destinatari');
    expect((within(dialog).getByTestId('newsletter-send-confirm') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(screen.queryByTestId('newsletter-confirm')).toBeNull());
    expect(calls(request, 'post', 'projects/1/newsletters/8/send')).toHaveLength(0);
  });
});

describe('editing a draft', () => {
  it('"Modifica" fills the form with the draft and saves it with PUT and its version', async () => {
    const request = mockApi();
    renderCard();
    fireEvent.click(await screen.findByTestId('newsletter-edit-8'));
    const subject = (await screen.findByTestId('newsletter-subject')) as HTMLInputElement;
    await waitFor(() => expect(subject.value).toBe('Bandi di novembre'));
    expect((screen.getByTestId('newsletter-body') as HTMLTextAreaElement).value).toBe('In arrivo.');
    fireEvent.change(subject, { target: { value: 'Bandi di fine novembre' } });
    fireEvent.click(screen.getByTestId('newsletter-save'));
    await waitFor(() => expect(calls(request, 'put', 'projects/1/newsletters/8')).toHaveLength(1));
    const [[put]] = calls(request, 'put', 'projects/1/newsletters/8');
    expect(put.data).toEqual({
      subject: 'Bandi di fine novembre',
      body: 'In arrivo.',
      mode: 'manual',
      announcement_ids: [435],
      version: 4,
    });
    expect((put.headers as Record<string, string>)['If-Match']).toBe('"4"');
  });
});

describe('an «aggiornamento» made from a change notice', () => {
  it('says it goes only to the clients that fit the announcement, and `?bozza=` opens its editor', async () => {
    mockApi(PREVIEW, {
      ...DRAFT,
      subject: 'Aggiornamento sul bando «Voucher Export»',
      body: 'Gentile cliente, …',
      audience_announcement_id: 31,
      audience_announcement_name: 'Voucher Export',
    });
    renderCard('/ambiente/1/newsletter?bozza=8');
    expect((await screen.findByTestId('newsletter-audience-8')).textContent).toBe(
      'Aggiornamento: solo agli iscritti dei clienti idonei al bando «Voucher Export»',
    );
    const subject = (await screen.findByTestId('newsletter-subject')) as HTMLInputElement;
    await waitFor(() => expect(subject.value).toBe('Aggiornamento sul bando «Voucher Export»'));
    // the parameter is consumed: a reload does not open it again
    await waitFor(() => expect(screen.getByTestId('search').textContent).toBe(''));
  });
});
