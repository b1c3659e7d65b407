import { Avatar, Tooltip, type AvatarProps } from '@mantine/core';
import { AVATARS_PER_PROJECT_CARD } from '../constants';
import type { ProjectUserRef } from '../types';

/** Full name of a person from name and optional surname. */
export function personName(name: string, surname?: string | null): string {
  return [name, surname]
    .filter((part) => part && part.trim())
    .join(' ')
    .trim();
}

export interface UserAvatarProps extends Omit<AvatarProps, 'src' | 'name' | 'alt'> {
  name: string;
  surname?: string | null;
  /** Picture address (User.logo); initials when missing. */
  src?: string | null;
  /** Shows the full name in a tooltip on hover. */
  withTooltip?: boolean;
}

/** Avatar of a user (docs/screens.md#shared-widgets): the picture when present, otherwise coloured initials. */
export function UserAvatar({ name, surname, src, withTooltip = false, ...rest }: UserAvatarProps) {
  const full = personName(name, surname) || '?';
  const avatar = <Avatar src={src || null} name={full} alt={full} color="initials" {...rest} />;
  return withTooltip ? (
    <Tooltip label={full} withArrow>
      {avatar}
    </Tooltip>
  ) : (
    avatar
  );
}

/** Which avatars an environment card shows (docs/screens.md#home-environments). */
export interface AvatarStackPlan<U> {
  /** Up to `max` non-administrator users, in the given order. */
  visible: U[];
  /** True when the environment has more than `max` users: the "+" marker shows. */
  showMore: boolean;
  /** Users not shown as an avatar (total minus visible). */
  hidden: number;
}

/**
 * docs/screens.md#home-environments: an environment card shows up to 5 avatars of non-administrator users, and a "+"
 * marker if the environment has more than 5 users. `total` is the environment's user count when
 * the API sends a shortened `users` list (`users_count`).
 */
export function planAvatarStack<U extends { type: string }>(
  users: U[],
  total: number = users.length,
  max: number = AVATARS_PER_PROJECT_CARD,
): AvatarStackPlan<U> {
  const visible = users.filter((u) => u.type !== 'administrator').slice(0, max);
  const count = Math.max(total, users.length);
  return { visible, showMore: count > max, hidden: Math.max(0, count - visible.length) };
}

export interface UserAvatarStackProps {
  users: ProjectUserRef[];
  /** Total users of the environment (`users_count`), when larger than `users.length`. */
  total?: number;
  max?: number;
  size?: AvatarProps['size'];
}

/** The avatar row of an environment card: up to 5 non-administrator users and a "+" marker (docs/screens.md#home-environments). */
export function UserAvatarStack({ users, total, max = AVATARS_PER_PROJECT_CARD, size = 'md' }: UserAvatarStackProps) {
  const plan = planAvatarStack(users, total ?? users.length, max);
  return (
    // a light overlap: with "sm" (12 px) each avatar hid the second initial of the one before ("MB" read "ME", issue 39, defect 9)
    <Avatar.Group spacing={4}>
      {plan.visible.map((u) => (
        <UserAvatar key={u.id} name={u.name} surname={u.surname} src={u.logo} size={size} withTooltip />
      ))}
      {plan.showMore && (
        <Tooltip label={`Altri ${plan.hidden} utenti`} withArrow>
          <Avatar size={size} data-testid="avatar-more" role="img" aria-label={`Altri ${plan.hidden} utenti`}>
            +
          </Avatar>
        </Tooltip>
      )}
    </Avatar.Group>
  );
}
