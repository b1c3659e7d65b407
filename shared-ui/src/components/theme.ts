import { darken, DEFAULT_THEME, luminance, toRgba, type MantineColor, type MantineColorsTuple } from '@mantine/core';
import type { ProjectColor } from '../types';

/** Default primary colour of the admin area and of environments without a valid colour. */
export const DEFAULT_PRIMARY_COLOR: MantineColor = 'blue';

/**
 * Mantine colour of each environment colour theme (docs/domain.md#environments). Mantine has no `purple`,
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

/** WCAG 2.1 AA minimum contrast of normal-size text (success criterion 1.4.3). */
export const AA_TEXT_CONTRAST = 4.5;

/**
 * Contrast ratio of two opaque CSS colours, 1..21 (WCAG 2.1 "contrast ratio": (L1 + 0.05) / (L2 + 0.05)
 * with Mantine's relative luminance).
 */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * `color` at `alpha` (0..1) over an opaque `background`, as an opaque `rgb()`: how Mantine's "light"
 * variant (the colour at ~10-12 % alpha) looks on a white page or on a gray 0/1 surface.
 */
export function over(color: string, alpha: number, background = '#ffffff'): string {
  const c = toRgba(color);
  const b = toRgba(background);
  const mix = (x: number, y: number) => Math.round(x * alpha + y * (1 - alpha));
  return `rgb(${mix(c.r, b.r)}, ${mix(c.g, b.g)}, ${mix(c.b, b.b)})`;
}

/**
 * The darkest background text of a palette's shade 6 lands on: the colour at 15 % over Mantine's
 * gray 1 (#f1f3f5) — a light badge or button on a striped/hovered row or a gray card. axe-core
 * measured 4.16:1 there for the first version of the green (issue 12).
 */
export const WORST_TINT = { alpha: 0.15, background: '#f1f3f5' } as const;

function toHex(color: string): string {
  const { r, g, b } = toRgba(color);
  return `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * Minimum contrast with white of shades 6..9 of the accessible palettes. Shade 6 is the one Mantine
 * uses for filled backgrounds (white text), for text of the light/outline/subtle variants, links,
 * `c="<color>"` texts, errors (red) and, for gray, `c="dimmed"` and placeholders; shade 6 must also
 * reach 4.5:1 on its own `WORST_TINT`. Shades 7..9 (hover, pressed) are each darker than the previous one.
 */
const SHADE_TARGETS: Record<number, number> = { 6: 5.2, 7: 6.2, 8: 7.2, 9: 8.5 };

/**
 * A Mantine palette whose shades 6..9 meet WCAG AA as text on white, on the tint of the light
 * variant (`WORST_TINT`), and as background of white text: each shade keeps its hue and is darkened
 * (Mantine's `darken`, 2 % steps) until its contrast with white reaches `SHADE_TARGETS` and, for
 * shade 6, its contrast with `WORST_TINT` reaches `AA_TEXT_CONTRAST` + 0.1; shades 0..5
 * (backgrounds, borders) are Mantine's. Mantine's default shade 6 reaches only 1.9:1 (yellow),
 * 2.4:1 (green), 3.6:1 (blue) with white — the colour-contrast failures axe-core found (issue 12).
 */
export function accessiblePalette(palette: readonly string[]): MantineColorsTuple {
  const out = [...palette];
  for (let shade = 6; shade <= 9; shade += 1) {
    let color = toHex(palette[shade]);
    // each shade at least as dark as the previous one (hover darker than rest)
    const target = shade === 6 ? SHADE_TARGETS[6] : Math.max(SHADE_TARGETS[shade], contrastRatio(out[shade - 1], '#ffffff') + 0.3);
    const ok = (c: string) =>
      contrastRatio(c, '#ffffff') >= target &&
      (shade !== 6 || contrastRatio(c, over(c, WORST_TINT.alpha, WORST_TINT.background)) >= AA_TEXT_CONTRAST + 0.1);
    for (let step = 1; !ok(color) && step <= 50; step += 1) {
      color = toHex(darken(palette[shade], step * 0.02));
    }
    out[shade] = color;
  }
  return out as unknown as MantineColorsTuple;
}

/**
 * Mantine's palettes (all but `dark`) passed through {@link accessiblePalette}: the computation
 * itself, which ./palette.ts holds precomputed for the theme (issue 12). At module load it cost
 * 35-65 ms of the main thread on every page (up to 50 `darken` steps per shade, each with colour
 * parsing and two contrast ratios), before the first render. `shared-ui/test/theme-contrast.test.ts`
 * checks that the committed palette is exactly this result, so a Mantine upgrade that changes its
 * colours fails until the file is regenerated.
 */
export function accessibleColors(colors: Record<string, readonly string[]> = DEFAULT_THEME.colors): Record<string, MantineColorsTuple> {
  return Object.fromEntries(
    Object.entries(colors)
      .filter(([name]) => name !== 'dark')
      .map(([name, palette]) => [name, accessiblePalette(palette)]),
  );
}
