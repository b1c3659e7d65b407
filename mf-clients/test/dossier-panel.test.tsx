/**
 * @jest-environment jsdom
 */
import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import type { AxiosRequestConfig } from 'axios';
import { api } from '@bandi/shared-ui';
import { DossierPanel } from '../src/negotiations/DossierPanel';

/**
 * Issue 35, the "Dossier" section of a negotiation (docs/domain.md#dossier): the checklist with
 * its status badges (red "Mancante" / "Scaduto", "Da verificare" beside a file not verified), the
 * progress, and "Segna verificato" sending PATCH status verificato for that item only.
 */
configure({ asyncUtilTimeout: 15000 });
jest.setTimeout(60000);

const item = (over: Record<string, unknown>) => ({
  source_kind: 'standard_document',
  source_ref: '1',
  required: true,
  to_verify: false,
  client_document: null,
  file: null,
  note: null,
  verified_by: null,
  verified_by_name: null,
  verified_at: null,
  uploaded_via_link: false,
  updated_at: '2026-11-29T10:00:00Z',
  version: 1,
  ...over,
});
const dossier = {
  negotiation_id: 4,
  items: [
    item({ id: 1, label: 'Visura camerale', status: 'scaduto', client_document: { id: 9, name: 'Visura', expiry_date: '2026-05-01' } }),
    item({
      id: 2,
      label: 'Preventivo',
      status: 'caricato',
      to_verify: true,
      file: { id: 'f', original_name: 'preventivo.pdf' },
      uploaded_via_link: true,
    }),
    item({ id: 3, label: 'Dichiarazione de minimis', status: 'mancante' }),
  ],
  progress: { required_total: 3, done: 1 },
};

test('shows the checklist with its badges and progress; "Segna verificato" patches that item', async () => {
  const requests: AxiosRequestConfig[] = [];
  jest.spyOn(api, 'request').mockImplementation(async (config: AxiosRequestConfig) => {
    requests.push(config);
    if (config.method === 'patch') return { data: dossier.items[1], status: 200 } as never;
    return { data: dossier, status: 200 } as never;
  });
  render(
    <MantineProvider env="test">
      <DossierPanel projectId="7" negotiationId={4} />
    </MantineProvider>,
  );
  const expired = await screen.findByTestId('dossier-item-1');
  expect(expired.textContent).toContain('Scaduto');
  expect(screen.getByTestId('dossier-item-3').textContent).toContain('Mancante');
  const uploaded = screen.getByTestId('dossier-item-2');
  expect(uploaded.textContent).toContain('Da verificare');
  expect(uploaded.textContent).toContain('caricato dal cliente');
  expect(screen.getByTestId('dossier-progress').textContent).toContain('Dossier 1/3');
  fireEvent.click(uploaded.querySelector('button')!);
  await waitFor(() => expect(requests.some((r) => r.method === 'patch')).toBe(true));
  const patch = requests.find((r) => r.method === 'patch')!;
  expect(patch.url).toBe('projects/7/negotiations/4/dossier/items/2');
  expect(patch.data).toEqual({ status: 'verificato' });
});
