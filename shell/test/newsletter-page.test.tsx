/**
 * @jest-environment jsdom
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { MemoryRouter } from 'react-router-dom';
import { stubApi } from '../../shared-ui/test/helpers/api-requests';
import NewsletterPage from '../src/pages/NewsletterPage';

/**
 * Issue 39, defect 12: the unsubscribe link's page said "Non riceverai più la newsletter" before
 * the reader confirmed anything. It asks first; only the confirmation unsubscribes and says so.
 */
test('the unsubscribe page asks before it unsubscribes, and tells the outcome after the click', async () => {
  const requests = stubApi(({ method }) => (method === 'post' ? { project_name: 'Studio Milano', email: 'lettore@example.it' } : null));
  const posts = () => requests.filter((r) => r.method === 'post');
  render(
    <MantineProvider>
      <MemoryRouter initialEntries={['/iscrizione-newsletter?disiscrivi=abc']}>
        <NewsletterPage />
      </MemoryRouter>
    </MantineProvider>,
  );
  expect(screen.getByText(/Vuoi smettere di ricevere la newsletter/)).toBeTruthy();
  expect(screen.queryByText(/Non riceverai più/i)).toBeNull();
  expect(posts()).toEqual([]);
  fireEvent.click(screen.getByTestId('newsletter-unsubscribe-confirm'));
  await waitFor(() => expect(screen.getByTestId('newsletter-unsubscribed')).toBeTruthy());
  expect(posts()).toEqual([expect.objectContaining({ url: 'public/newsletter/unsubscribe', data: { token: 'abc' } })]);
  expect(screen.getByText('lettore@example.it non riceverà più la newsletter di Studio Milano.')).toBeTruthy();
  jest.restoreAllMocks();
});
