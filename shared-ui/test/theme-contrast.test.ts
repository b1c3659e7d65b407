/**
 * Colour tokens of the theme meet WCAG 2.1 AA contrast (issue 12): for every palette, shade 6
 * (filled backgrounds under white text, links, coloured and dimmed texts, light-variant texts) and
 * the darker shades 7..9 reach 4.5:1 with white, with the light variant's tint over white and over
 * gray 1 (`WORST_TINT`), and with Mantine's gray 1 surface.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_THEME } from '@mantine/core';
import { ACCESSIBLE_COLORS } from '../src/components/palette';
import { AA_TEXT_CONTRAST, accessibleColors, accessiblePalette, contrastRatio, over, WORST_TINT } from '../src/components/theme';

const PALETTE_FILE = path.join(__dirname, '../src/components/palette.ts');

/** The text of ../src/components/palette.ts for `colors` (formatted as prettier leaves it). */
function paletteSource(colors: Record<string, readonly string[]>): string {
  const rows = Object.entries(colors).map(([name, shades]) => `  ${name}: [${shades.map((c) => `'${c}'`).join(', ')}],`);
  return `${fs.readFileSync(PALETTE_FILE, 'utf8').split('export const')[0]}export const ACCESSIBLE_COLORS: Record<string, MantineColorsTuple> = {\n${rows.join('\n')}\n};\n`;
}

describe('accessible palettes', () => {
  it('the theme uses the palettes computed from the installed Mantine (UPDATE_PALETTE=1 rewrites the file)', () => {
    const computed = accessibleColors();
    if (process.env.UPDATE_PALETTE) fs.writeFileSync(PALETTE_FILE, paletteSource(computed));
    expect(ACCESSIBLE_COLORS).toEqual(computed);
    expect(fs.readFileSync(PALETTE_FILE, 'utf8')).toBe(paletteSource(computed));
  });

  it('covers every Mantine palette but dark, including the environment colours', () => {
    for (const name of ['blue', 'green', 'red', 'yellow', 'grape', 'pink', 'cyan', 'orange', 'gray', 'teal', 'violet', 'lime'])
      expect(ACCESSIBLE_COLORS[name]).toHaveLength(10);
    expect(ACCESSIBLE_COLORS.dark).toBeUndefined();
  });

  it.each(Object.keys(ACCESSIBLE_COLORS))('%s: shades 6..9 reach AA on white and on the light tint', (name) => {
    const palette = ACCESSIBLE_COLORS[name];
    for (let shade = 6; shade <= 9; shade += 1) {
      expect(contrastRatio(palette[shade], '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
      expect(contrastRatio(palette[shade], over(palette[6], 0.12))).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
      expect(contrastRatio(palette[shade], over(palette[6], WORST_TINT.alpha, WORST_TINT.background))).toBeGreaterThanOrEqual(
        AA_TEXT_CONTRAST,
      );
      // on Mantine's gray 0/1 surfaces (table headers, cards)
      expect(contrastRatio(palette[shade], palette === ACCESSIBLE_COLORS.gray ? palette[1] : '#f1f3f5')).toBeGreaterThanOrEqual(
        AA_TEXT_CONTRAST,
      );
    }
    // backgrounds and borders keep Mantine's shades
    expect(palette.slice(0, 6)).toEqual(DEFAULT_THEME.colors[name].slice(0, 6));
  });

  it("fixes Mantine's defaults, which fail (the axe-core findings of the issue)", () => {
    expect(contrastRatio(DEFAULT_THEME.colors.blue[6], '#ffffff')).toBeLessThan(AA_TEXT_CONTRAST);
    expect(contrastRatio(DEFAULT_THEME.colors.gray[6], '#ffffff')).toBeLessThan(AA_TEXT_CONTRAST);
    expect(contrastRatio(accessiblePalette(DEFAULT_THEME.colors.blue)[6], '#ffffff')).toBeGreaterThanOrEqual(5.2);
  });
});
