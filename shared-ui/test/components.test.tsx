import { fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { AlertBox } from '../src/components/AlertBox';
import { TextInputField, counterText } from '../src/components/fields';
import { touchedError } from '../src/components/formik';
import { RemoteErrorPanel } from '../src/components/RemoteErrorPanel';
import { planAvatarStack, UserAvatarStack } from '../src/components/UserAvatar';
import { useProjectStore } from '../src/components/projectStore';
import type { ProjectUserRef, UserType } from '../src/types';

const wrap = (ui: ReactNode) => render(<MantineProvider>{ui}</MantineProvider>);

const user = (id: number, type: UserType = 'client-manager'): ProjectUserRef => ({
  id,
  name: `Nome${id}`,
  surname: `Cognome${id}`,
  type,
  logo: null,
});

describe('environment card avatars (docs/screens.md#home-environments)', () => {
  it('shows at most 5 non-administrator users', () => {
    const users = [user(1, 'administrator'), user(2), user(3), user(4), user(5), user(6), user(7)];
    const plan = planAvatarStack(users);
    expect(plan.visible.map((u) => u.id)).toEqual([2, 3, 4, 5, 6]);
    expect(plan.showMore).toBe(true);
    expect(plan.hidden).toBe(2);
  });
  it('shows no "+" with 5 users or fewer', () => {
    const plan = planAvatarStack([user(1), user(2), user(3), user(4), user(5)]);
    expect(plan.visible).toHaveLength(5);
    expect(plan.showMore).toBe(false);
  });
  it('uses the total count when the list is shortened', () => {
    const plan = planAvatarStack([user(1), user(2)], 9);
    expect(plan.showMore).toBe(true);
    expect(plan.hidden).toBe(7);
  });
  it('renders the "+" marker', () => {
    wrap(<UserAvatarStack users={[user(1), user(2), user(3), user(4), user(5), user(6)]} />);
    expect(screen.getByTestId('avatar-more').textContent).toContain('+');
  });
});

describe('widgets (docs/screens.md#shared-widgets)', () => {
  it('shows the "n/max" counter', () => {
    expect(counterText(3, 10)).toBe('3/10');
    wrap(<TextInputField label="Nome" maxLength={10} counter defaultValue="abc" />);
    expect(screen.getByTestId('input-counter').textContent).toBe('3/10');
    fireEvent.change(screen.getByLabelText('Nome'), { target: { value: 'abcdef' } });
    expect(screen.getByTestId('input-counter').textContent).toBe('6/10');
  });
  it('alerts default to error and hide without content', () => {
    const { rerender } = wrap(<AlertBox message="Campo obbligatorio" />);
    expect(screen.getByRole('alert').getAttribute('data-type')).toBe('error');
    rerender(
      <MantineProvider>
        <AlertBox message={null} />
      </MantineProvider>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
  it('remote error panel retries', () => {
    const onRetry = jest.fn();
    wrap(<RemoteErrorPanel onRetry={onRetry} />);
    expect(screen.getByTestId('remote-error')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
  it('shows a field error only once touched (docs/rules.md)', () => {
    expect(touchedError({ touched: false, error: 'Campo obbligatorio' })).toBeUndefined();
    expect(touchedError({ touched: true, error: 'Campo obbligatorio' })).toBe('Campo obbligatorio');
    expect(touchedError({ touched: true, error: undefined })).toBeUndefined();
  });
  it('project store reload bumps the refresh key', () => {
    const before = useProjectStore.getState().refreshKey;
    useProjectStore.getState().reload();
    expect(useProjectStore.getState().refreshKey).toBe(before + 1);
  });
});
