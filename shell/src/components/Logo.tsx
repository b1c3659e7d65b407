import { Image } from '@bandi/shared-ui/core';
import type { Project } from '@bandi/shared-ui/core';
import defaultWideLogo from '../assets/logo-wide.svg';
import defaultCompactLogo from '../assets/logo-compact.svg';

/** Logo sizes of docs/screens.md#sidebar, docs/rules.md#constants-and-limits. */
export const LOGO_SIZES = {
  wide: { medium: { width: 314, height: 60 }, small: { width: 132, height: 24 } },
  compactWidth: 45,
} as const;

/** Which logo to show and whether it is the product default (docs/screens.md#sidebar). */
export function pickLogo(
  project: Pick<Project, 'horizontal_logo' | 'vertical_logo'> | null | undefined,
  compact: boolean,
  forceDefault = false,
): { src: string; compact: boolean; isDefault: boolean } {
  if (forceDefault) return { src: defaultWideLogo, compact: false, isDefault: true };
  if (compact) {
    if (project?.vertical_logo) return { src: project.vertical_logo, compact: true, isDefault: false };
    if (!project?.horizontal_logo) return { src: defaultCompactLogo, compact: true, isDefault: true };
    return { src: project.horizontal_logo, compact: true, isDefault: false };
  }
  if (project?.horizontal_logo) return { src: project.horizontal_logo, compact: false, isDefault: false };
  return { src: defaultWideLogo, compact: false, isDefault: true };
}

export interface LogoProps {
  /** Environment whose logos to use; the product logo otherwise. */
  project?: Pick<Project, 'name' | 'horizontal_logo' | 'vertical_logo'> | null;
  /** Compact (collapsed sidebar) form: the vertical logo if the project has one, 45 px wide. */
  compact?: boolean;
  /** Always the default wide logo. */
  forceDefault?: boolean;
  /** Wide logo size: `medium` 314x60, `small` 132x24 (default). */
  size?: 'medium' | 'small';
  /** Custom width in px; the height follows automatically. */
  width?: number;
}

/**
 * Environment or product logo (docs/screens.md#sidebar): horizontal logo by default, vertical logo in compact
 * form when present, the product's default logos otherwise.
 */
export function Logo({ project, compact = false, forceDefault = false, size = 'small', width }: LogoProps) {
  const logo = pickLogo(project, compact, forceDefault);
  const alt = logo.isDefault || !project ? 'Portale Bandi' : `Logo ${project.name}`;
  if (width) return <Image src={logo.src} alt={alt} w={width} h="auto" fit="contain" />;
  if (logo.compact) return <Image src={logo.src} alt={alt} w={LOGO_SIZES.compactWidth} h="auto" mah={45} fit="contain" />;
  const box = LOGO_SIZES.wide[size];
  return <Image src={logo.src} alt={alt} w={box.width} h={box.height} fit="contain" style={{ objectPosition: 'left center' }} />;
}
