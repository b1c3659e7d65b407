import type { MantineColor } from '@mantine/core';
import type { ProjectColor } from '../types';

/** Default primary colour of the admin area and of environments without a valid colour. */
export const DEFAULT_PRIMARY_COLOR: MantineColor = 'blue';

/**
 * Mantine colour of each environment colour theme (SPEC §3.2). Mantine has no `purple`,
 * so the product's purple maps to Mantine's `grape`.
 */
export const MANTINE_COLOR_OF: Record<ProjectColor, MantineColor> = {
  blue: 'blue',
  green: 'green',
  red: 'red',
  yellow: 'yellow',
  purple: 'grape',
  pink: 'pink',
  cyan: 'cyan',
  orange: 'orange',
};

/** The Mantine colour for a project colour theme; unknown or missing values fall back to blue. */
export function mantineColorOf(color: ProjectColor | string | null | undefined): MantineColor {
  if (color && Object.prototype.hasOwnProperty.call(MANTINE_COLOR_OF, color)) {
    return MANTINE_COLOR_OF[color as ProjectColor];
  }
  return DEFAULT_PRIMARY_COLOR;
}
