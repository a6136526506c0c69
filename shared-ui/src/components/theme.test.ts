import { describe, expect, it } from 'vitest';
import { theme } from './AppProviders';

/** WCAG contrast of an 'rgba(0, 0, 0, a)' text over an opaque '#rrggbb' background. */
function contrast(text: string, background: string) {
  const alpha = Number(/rgba\(0, 0, 0, ([\d.]+)\)/.exec(text)?.[1]);
  const bg = [1, 3, 5].map((i) => Number.parseInt(background.slice(i, i + 2), 16));
  const luminance = (rgb: number[]) => {
    const [r = 0, g = 0, b = 0] = rgb.map((c) => {
      const v = c / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const fg = bg.map((c) => c * (1 - alpha));
  const [light, dark] = [luminance(bg), luminance(fg)];
  return (light + 0.05) / (dark + 0.05);
}

describe('theme', () => {
  it('keeps breadcrumb text at 4.5:1 or more on grey page backgrounds', () => {
    const breadcrumb = theme.components?.Breadcrumb ?? {};
    for (const color of [breadcrumb.itemColor, breadcrumb.linkColor, breadcrumb.separatorColor]) {
      expect(contrast(String(color), '#f0f0f0')).toBeGreaterThanOrEqual(4.5);
    }
  });
});
