/**
 * @jest-environment jsdom
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { MemoryRouter } from 'react-router-dom';
import { api } from '@bandi/shared-ui';
import NewsletterPage from '../src/pages/NewsletterPage';

/**
 * Issue 39, defect 12: the unsubscribe link's page said "Non riceverai più la newsletter" before
 * the reader confirmed anything. It asks first; only the confirmation unsubscribes and says so.
 */
test('the unsubscribe page asks before it unsubscribes, and tells the outcome after the click', async () => {
  const get = jest.spyOn(api, 'get').mockResolvedValue({ data: null });
  const post = jest.spyOn(api, 'post').mockResolvedValue({ data: { project_name: 'Studio Milano', email: 'lettore@example.it' } });
  render(
    <MantineProvider>
      <MemoryRouter initialEntries={['/iscrizione-newsletter?disiscrivi=abc']}>
        <NewsletterPage />
      </MemoryRouter>
    </MantineProvider>,
  );
  expect(screen.getByText(/Vuoi smettere di ricevere la newsletter/)).toBeTruthy();
  expect(screen.queryByText(/Non riceverai più/i)).toBeNull();
  expect(post).not.toHaveBeenCalled();
  fireEvent.click(screen.getByTestId('newsletter-unsubscribe-confirm'));
  await waitFor(() => expect(screen.getByTestId('newsletter-unsubscribed')).toBeTruthy());
  expect(post).toHaveBeenCalledWith('public/newsletter/unsubscribe', { token: 'abc' }, expect.anything());
  expect(screen.getByText('lettore@example.it non riceverà più la newsletter di Studio Milano.')).toBeTruthy();
  get.mockRestore();
  post.mockRestore();
});
